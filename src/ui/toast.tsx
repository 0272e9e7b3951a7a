import { useEffect, useRef, useState } from 'react'
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

/**
 * One live region for every toast: mount it once at the root. Sonner announces each toast
 * politely and Alt+T (its hotkey) moves focus into the list so the action buttons can be reached
 * by Tab. Toasts stack expanded, so dismissing one slides the older ones into its place.
 */
export function Toaster({ style, ...props }: React.ComponentProps<typeof Sonner>) {
  return (
    <Sonner
      position="top-right"
      offset={TOAST_OFFSET}
      mobileOffset={{ ...TOAST_OFFSET, left: TOAST_OFFSET.right }}
      expand
      containerAriaLabel="Notifications"
      style={{ '--width': `${TOAST_WIDTH_PX}px`, ...style } as React.CSSProperties}
      {...props}
    />
  )
}

export type ToastAction = { label: string; value: string }

export type NotificationToastOptions = {
  title: string
  /** Pre-heading text above the title. */
  badge?: string
  message: string
  actions?: readonly ToastAction[]
  /** Milliseconds before the toast dismisses itself; it stays until dismissed when omitted. */
  duration?: number
  onAction?: (value: string) => void
}

type ToastId = string | number

const startExitById = new Map<ToastId, () => void>()
const exitingIds = new Set<ToastId>()

/** Fades the toast for {@link TOAST_EXIT_MS}, then lets sonner remove it. */
function dismissToast(id: ToastId) {
  if (exitingIds.has(id)) return
  exitingIds.add(id)
  startExitById.get(id)?.()
  setTimeout(() => {
    exitingIds.delete(id)
    startExitById.delete(id)
    toast.dismiss(id)
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
  const ids = [...startExitById.keys()].filter((id) => !exitingIds.has(id)).reverse()
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
  duration,
  onAction,
}: NotificationToastProps) {
  const [exiting, setExiting] = useState(false)
  // WCAG 2.2.1: the auto-dismiss clock stops while the pointer rests on the toast or focus is in it.
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)

  useEffect(() => {
    startExitById.set(id, () => setExiting(true))
    return () => {
      if (!exitingIds.has(id)) startExitById.delete(id)
    }
  }, [id])

  const paused = hovered || focused
  const remainingMs = useRef(duration)
  useEffect(() => {
    if (paused || remainingMs.current === undefined || !Number.isFinite(remainingMs.current)) return
    const startedAt = Date.now()
    const timer = setTimeout(() => dismissToast(id), remainingMs.current)
    return () => {
      clearTimeout(timer)
      remainingMs.current = Math.max(0, (remainingMs.current ?? 0) - (Date.now() - startedAt))
    }
  }, [id, paused])

  return (
    <div
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
      <p data-slot="toast-title" className="font-semibold">
        {title}
      </p>
      <p data-slot="toast-message" className="text-sm">
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
        <button
          type="button"
          data-slot="toast-close"
          className="border-border text-fg hover:bg-surface min-h-8 rounded-md border px-3 text-sm"
          aria-label={`Dismiss ${title}`}
          onClick={() => dismissToast(id)}
        >
          Dismiss
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
