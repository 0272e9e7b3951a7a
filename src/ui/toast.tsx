import { useEffect, useId, useRef, useState } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { cn } from '../lib/cn'
import './toast.css'

export const TOAST_WIDTH_PX = 360
export const TOAST_OFFSET = { top: 20, right: 8 } as const
/** The spec removes a dismissed toast after 750 ms of fading. */
export const TOAST_EXIT_MS = 750
export const DISMISS_ALL_STAGGER_MS = 100
export const TOAST_VIBRATION_PATTERN = [50, 150, 250]
export const MAX_TOAST_ACTIONS = 3
/** The older toasts slide into a dismissed one's place in this time (see toast.css). */
export const TOAST_REPOSITION_MS = 150

/** Sonner's gap between stacked toasts. */
const TOAST_GAP_PX = 14

export type ToastEdge = 'top' | 'bottom'
type Rect = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>

function overlapArea(a: Rect, b: Rect) {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left)
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * Which edge the toasts should sit at so as not to cover the element that has focus (WCAG
 * 2.4.11): the current one while it covers nothing, otherwise the one that covers less.
 * `stack` is the toasts' column: its left and right, and its height.
 */
export function edgeClearOfFocus(
  focused: Rect,
  stack: { left: number; right: number; height: number },
  viewportHeight: number,
  current: ToastEdge,
  topOffset: number = TOAST_OFFSET.top,
): ToastEdge {
  const at = (edge: ToastEdge): Rect => {
    const top = edge === 'top' ? topOffset : viewportHeight - TOAST_OFFSET.top - stack.height
    return { left: stack.left, right: stack.right, top, bottom: top + stack.height }
  }
  const here = overlapArea(focused, at(current))
  if (here === 0) return current
  const other: ToastEdge = current === 'top' ? 'bottom' : 'top'
  return overlapArea(focused, at(other)) < here ? other : current
}

/** The element that had focus before it went into the toasts, to give it back to. */
let focusBeforeToasts: HTMLElement | null = null

function toasterOf(node: Node | null) {
  const element = node instanceof Element ? node : node?.parentElement
  return element?.closest('[data-sonner-toaster]') ?? null
}

/**
 * How far below the top of the viewport the element `selector` names ends (0 once it has scrolled
 * away), kept up to date as the page scrolls and resizes.
 */
function useClearanceBelow(selector: string | undefined): number {
  const [clearance, setClearance] = useState(0)
  useEffect(() => {
    if (!selector) return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const element = document.querySelector(selector)
        const bottom = element ? element.getBoundingClientRect().bottom : 0
        setClearance(Math.max(0, Math.round(bottom)))
      })
    }
    measure()
    window.addEventListener('scroll', measure, { passive: true })
    window.addEventListener('resize', measure)
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', measure)
      window.removeEventListener('resize', measure)
    }
  }, [selector])
  return clearance
}

function useToastEdge(topOffset: number) {
  const [edge, setEdge] = useState<ToastEdge>('top')
  const topOffsetRef = useRef(topOffset)
  useEffect(() => {
    topOffsetRef.current = topOffset
  }, [topOffset])

  useEffect(() => {
    let frame = 0
    const check = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const focused = document.activeElement
        if (!(focused instanceof HTMLElement) || focused === document.body) return
        if (toasterOf(focused)) return
        const toaster = document.querySelector('[data-sonner-toaster]')
        const toasts = [...document.querySelectorAll<HTMLElement>('[data-sonner-toast]')]
        if (!toaster || toasts.length === 0 || liveToasts.size === exitingIds.size) return
        const column = toaster.getBoundingClientRect()
        const height =
          toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) +
          TOAST_GAP_PX * (toasts.length - 1)
        const focusedBox = focused.getBoundingClientRect()
        const stack = { left: column.left, right: column.right, height }
        setEdge((current) =>
          edgeClearOfFocus(focusedBox, stack, window.innerHeight, current, topOffsetRef.current),
        )
      })
    }
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target
      if (target instanceof HTMLElement && !toasterOf(target)) focusBeforeToasts = target
      check()
    }
    // A new stack starts at the spec's top right again, and moves only if it would cover focus.
    const onShown = (newStack: boolean) => {
      if (newStack) setEdge('top')
      check()
    }
    toastShownListeners.add(onShown)
    document.addEventListener('focusin', onFocusIn)
    window.addEventListener('resize', check)
    return () => {
      cancelAnimationFrame(frame)
      toastShownListeners.delete(onShown)
      document.removeEventListener('focusin', onFocusIn)
      window.removeEventListener('resize', check)
    }
  }, [])
  return edge
}

/**
 * Escape dismisses a toast from anywhere on the page: the one that has focus, else the newest.
 * Listened for on the window, after everything else: a dialog, menu, listbox or field that
 * handles Escape itself (and says so with preventDefault) keeps it, as does an open modal.
 */
function useEscapeDismisses() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.querySelector('[aria-modal="true"]')) return
      const target = event.target
      // A search field's own Escape empties it.
      if (target instanceof HTMLInputElement && target.type === 'search' && target.value) return
      const live = [...liveToasts.entries()].filter(([id]) => !exitingIds.has(id))
      const focusedToast = live.find(([, toast]) => toast.root()?.contains(target as Node))
      const chosen = focusedToast ?? live.at(-1)
      if (!chosen) return
      event.preventDefault()
      dismissToast(chosen[0])
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}

/**
 * One live region for every toast: mount it once at the root. Sonner announces each toast
 * politely and Alt+T (its hotkey) moves focus into the list so the action buttons can be reached
 * by Tab; Escape dismisses a toast from anywhere. Toasts stack expanded, so dismissing one slides
 * the older ones into its place. They sit top right (the spec), and move to the bottom while the
 * top would cover the element that has focus.
 *
 * `clearOf` names (a CSS selector) an element at the top of the page the stack must not cover,
 * such as the site's header with its controls: while it is on screen the spec's 20 px are
 * measured from its bottom edge instead of the viewport's top.
 */
export function Toaster({
  style,
  clearOf,
  ...props
}: React.ComponentProps<typeof Sonner> & { clearOf?: string }) {
  const top = TOAST_OFFSET.top + useClearanceBelow(clearOf)
  const edge = useToastEdge(top)
  useEscapeDismisses()
  const tabbing = useRef(false)
  return (
    // Sonner sends focus back to where it came from whenever it leaves the toasts, so Tab past
    // the last toast looped back to the element before them. Focus that the visitor moves on
    // (Tab, Shift+Tab, a click elsewhere) continues the page's order; only a toast closing
    // under focus gives it back (`dismissToast`).
    <div
      data-slot="toaster"
      className="contents"
      onKeyDownCapture={(event) => {
        tabbing.current = event.key === 'Tab'
      }}
      onBlurCapture={(event) => {
        const leaving = !toasterOf(event.relatedTarget as Node | null)
        if (leaving && (tabbing.current || event.relatedTarget !== null)) event.stopPropagation()
        tabbing.current = false
      }}
    >
      <Sonner
        position={edge === 'top' ? 'top-right' : 'bottom-right'}
        offset={{ ...TOAST_OFFSET, top, bottom: TOAST_OFFSET.top }}
        mobileOffset={{ ...TOAST_OFFSET, top, left: TOAST_OFFSET.right, bottom: TOAST_OFFSET.top }}
        expand
        containerAriaLabel="Notifications"
        style={{ '--width': `${TOAST_WIDTH_PX}px`, ...style } as React.CSSProperties}
        {...props}
      />
    </div>
  )
}

export type ToastAction = { label: string; value: string }

export type NotificationToastOptions = {
  title: string
  /** Pre-heading text above the title. */
  badge?: string
  message: string
  actions?: readonly ToastAction[]
  /** The dismiss button's words; "Dismiss" when omitted. */
  closeLabel?: string
  /** Milliseconds before the toast dismisses itself; it stays until dismissed when omitted. */
  duration?: number
  onAction?: (value: string) => void
}

type ToastId = string | number

/** The toasts on screen, oldest first: how to start each one's exit, and its element. */
const liveToasts = new Map<ToastId, { startExit: () => void; root: () => HTMLElement | null }>()
const exitingIds = new Set<ToastId>()
/** Auto-dismiss time left per toast; it survives the toast moving to the other edge. */
const remainingMsById = new Map<ToastId, number | undefined>()
/** Told of each toast mounted: `newStack` when it is the first on screen, not a remount. */
const toastShownListeners = new Set<(newStack: boolean) => void>()
/** Toasts removed but still fading out in sonner, where a move to the other edge remounts them. */
const removedIds = new Set<ToastId>()

/**
 * Fades the toast for {@link TOAST_EXIT_MS}, then lets sonner remove it. Focus inside it, or on
 * the list (Alt+T) when it was the last toast, goes back to where it was before it went into the
 * toasts, rather than to nothing.
 */
function dismissToast(id: ToastId) {
  if (exitingIds.has(id)) return
  exitingIds.add(id)
  const shown = liveToasts.get(id)
  shown?.startExit()
  const focused = document.activeElement
  const last = [...liveToasts.keys()].every((other) => exitingIds.has(other))
  const focusGoes =
    shown?.root()?.contains(focused) === true || (last && toasterOf(focused) !== null)
  if (focusGoes && focusBeforeToasts?.isConnected) focusBeforeToasts.focus()
  setTimeout(() => {
    exitingIds.delete(id)
    liveToasts.delete(id)
    remainingMsById.delete(id)
    removedIds.add(id)
    toast.dismiss(id)
    setTimeout(() => removedIds.delete(id), TOAST_EXIT_MS)
  }, TOAST_EXIT_MS)
}

function prefersReducedMotion() {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function vibrate() {
  if (typeof navigator.vibrate !== 'function' || prefersReducedMotion()) return
  navigator.vibrate(TOAST_VIBRATION_PATTERN)
}

function limitActions(actions: readonly ToastAction[]) {
  if (actions.length <= MAX_TOAST_ACTIONS) return actions
  const dropped = actions.slice(MAX_TOAST_ACTIONS)
  console.warn(
    `You cannot have more than ${MAX_TOAST_ACTIONS} actions. Dropping the following (${actions.length} total)`,
    dropped,
  )
  return actions.slice(0, MAX_TOAST_ACTIONS)
}

function message({ duration, actions = [], ...content }: NotificationToastOptions): ToastId {
  const keptActions = limitActions(actions)
  vibrate()
  const id = toast.custom(
    (toastId) => (
      <NotificationToast id={toastId} duration={duration} actions={keptActions} {...content} />
    ),
    { duration: Infinity, unstyled: true },
  )
  return id
}

function dismissAll() {
  const ids = [...liveToasts.keys()].filter((id) => !exitingIds.has(id)).reverse()
  ids.forEach((id, index) => {
    if (index === 0) dismissToast(id)
    else setTimeout(() => dismissToast(id), index * DISMISS_ALL_STAGGER_MS)
  })
}

export const notify = { message, dismiss: dismissToast, dismissAll }

type NotificationToastProps = Omit<NotificationToastOptions, 'actions'> & {
  id: ToastId
  actions: readonly ToastAction[]
}

function NotificationToast({
  id,
  title,
  badge,
  message: body,
  actions,
  closeLabel = 'Dismiss',
  duration,
  onAction,
}: NotificationToastProps) {
  const [exiting, setExiting] = useState(() => exitingIds.has(id))
  // WCAG 2.2.1: the auto-dismiss clock stops while the pointer rests on the toast or focus is in it.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()

  useEffect(() => {
    if (removedIds.has(id)) return
    const newStack = !remainingMsById.has(id) && liveToasts.size === 0
    liveToasts.set(id, { startExit: () => setExiting(true), root: () => root.current })
    toastShownListeners.forEach((listener) => listener(newStack))
    return () => {
      if (!exitingIds.has(id)) liveToasts.delete(id)
    }
  }, [id])

  const paused = hovered || focused
  useEffect(() => {
    if (!remainingMsById.has(id)) remainingMsById.set(id, duration)
    const remaining = remainingMsById.get(id)
    if (paused || remaining === undefined || !Number.isFinite(remaining)) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissToast(id), remaining)
    return () => {
      clearTimeout(timer)
      if (remainingMsById.has(id)) {
        remainingMsById.set(id, Math.max(0, remaining - (Date.now() - startedAt)))
      }
    }
  }, [id, paused, duration])

  return (
    <div
      ref={root}
      data-slot="toast"
      data-state={exiting ? 'exiting' : 'open'}
      data-paused={paused || undefined}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
      }}
      className={cn(
        'border-border bg-surface-raised text-fg w-[var(--width)] max-w-full rounded-md border p-4 shadow-lg',
        'data-[state=exiting]:opacity-0 motion-safe:transition-opacity motion-safe:duration-[750ms]',
      )}
    >
      {badge && (
        <p
          data-slot="toast-badge"
          className="text-muted text-xs font-semibold tracking-wide uppercase"
        >
          {badge}
        </p>
      )}
      <p id={titleId} data-slot="toast-title" className="font-semibold">
        {title}
      </p>
      {/* The body's line breaks are the editor's: keep them. */}
      <p data-slot="toast-message" className="text-sm whitespace-pre-line">
        {body}
      </p>
      <div data-slot="toast-actions" className="mt-3 flex flex-wrap gap-2">
        {actions.map((action) => (
          <button
            key={action.value}
            type="button"
            data-slot="toast-action"
            className="border-primary bg-primary text-primary-fg min-h-8 rounded-md border px-3 text-sm font-semibold"
            onClick={() => {
              onAction?.(action.value)
              dismissToast(id)
            }}
          >
            {action.label}
          </button>
        ))}
        {/* Named by its words (what a voice user says), described by the toast's title. */}
        <button
          type="button"
          data-slot="toast-close"
          className="border-border text-fg hover:bg-surface min-h-8 rounded-md border px-3 text-sm"
          aria-describedby={titleId}
          onClick={() => dismissToast(id)}
        >
          {closeLabel}
        </button>
      </div>
    </div>
  )
}

export type NotificationTypeDefinition<Data> = {
  /** Turns the source data (e.g. a notification from the API) into the toast to show. */
  init: (data: Data) => NotificationToastOptions
}

/** A kind of notification toast; one without an `init` is a programming error, caught early. */
export function defineNotificationType<Data>(definition: NotificationTypeDefinition<Data>) {
  if (typeof definition.init !== 'function') throw new Error('Notification Must Implement INIT')
  return {
    show: (data: Data) => notify.message(definition.init(data)),
  }
}
