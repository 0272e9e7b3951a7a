import * as DialogPrimitive from '@radix-ui/react-dialog'
import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { useEffect, useId, useRef } from 'react'
import { cn } from '../lib/cn'
import { DialogTitleBar, useFocusReturnToOpener } from './dialog-parts'

/** The panel slides in and out in this long (spec section 9: 0.4 s). */
export const SLIDE_PANEL_ANIMATION_MS = 400
/** The backdrop fades in and out in this long, to opacity 0.8. */
export const SLIDE_PANEL_BACKDROP_MS = 300

export type SlidePanelProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'title'
> & {
  /** Open (controlled). Omit it and use `defaultOpen` to let the panel keep its own state. */
  open?: boolean
  /** Open from the start when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the visitor closes it (close button, Escape, backdrop, Back). */
  onOpenChange?: (open: boolean) => void
  /** The panel's name, shown in its title bar. */
  title: string
  /**
   * The address shown while the panel is open; Back closes the panel. A query (`?panel=eft-rules`)
   * is added to the page's own, which it keeps (`?widget=slide-panel&panel=eft-rules`).
   */
  path: string
  /** The close button's accessible name ("Close panel" unless given). */
  closeLabel?: string
}

type PanelHistoryState = { slidePanel?: string }

function isPanelEntry(key: string): boolean {
  return (window.history.state as PanelHistoryState | null)?.slidePanel === key
}

/** Where `path` leads from the current address: a query joins the current query. */
function panelAddress(path: string): string {
  if (!path.startsWith('?')) return path
  const url = new URL(window.location.href)
  new URLSearchParams(path).forEach((value, name) => url.searchParams.set(name, value))
  return `${url.pathname}${url.search}${url.hash}`
}

/** Pushes `path` while open; Back closes the panel, and closing the panel goes back. */
function usePanelAddress(open: boolean, path: string, onClosedByBack: () => void) {
  const key = useId()
  const onClosedByBackRef = useRef(onClosedByBack)
  useEffect(() => {
    onClosedByBackRef.current = onClosedByBack
  }, [onClosedByBack])

  useEffect(() => {
    if (!open) return
    window.history.pushState({ ...window.history.state, slidePanel: key }, '', panelAddress(path))
    const closeOnBack = () => {
      if (!isPanelEntry(key)) onClosedByBackRef.current()
    }
    window.addEventListener('popstate', closeOnBack)
    return () => {
      window.removeEventListener('popstate', closeOnBack)
      // Closed in the page: leave the panel's entry so the previous address comes back.
      if (isPanelEntry(key)) window.history.back()
    }
  }, [open, path, key])
}

export function SlidePanel({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  path,
  closeLabel = 'Close panel',
  className,
  children,
  onCloseAutoFocus,
  ...props
}: SlidePanelProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'SlidePanel',
  })
  usePanelAddress(open, path, () => setOpen(false))
  const returnFocus = useFocusReturnToOpener(open, onCloseAutoFocus)

  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-slot="slide-panel-backdrop"
          className={cn(
            'bg-bg/80 fixed inset-0 z-50',
            'motion-safe:data-[state=open]:animate-[fade-in_300ms_ease-out]',
            'motion-safe:data-[state=closed]:animate-[fade-out_300ms_ease-in]',
          )}
        />
        <DialogPrimitive.Content
          data-slot="slide-panel"
          aria-describedby={undefined}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'border-border bg-surface-raised text-fg fixed inset-y-0 right-0 z-50 flex w-full max-w-[1100px] flex-col border-l shadow-xl',
            'motion-safe:data-[state=open]:animate-[slide-in-right_400ms_ease-out]',
            'motion-safe:data-[state=closed]:animate-[slide-out-right_400ms_ease-in]',
            className,
          )}
          {...props}
        >
          <DialogTitleBar
            slot="slide-panel"
            title={title}
            closeLabel={closeLabel}
            titleClassName="text-xl"
          />
          <div data-slot="slide-panel-body" className="flex-1 overflow-y-auto px-5 py-4">
            {children}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
