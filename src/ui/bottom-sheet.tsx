import { useControllableState } from '@radix-ui/react-use-controllable-state'
import { X } from 'lucide-react'
import { createContext, useContext, useRef, useState } from 'react'
import { Drawer } from 'vaul'
import { cn } from '../lib/cn'
import { sheetCloseThreshold, sheetDragCloses } from '../lib/sheet-threshold'

/*
 * vaul is unmaintained upstream: everything else imports this file, never vaul, so the drag
 * library can be swapped here alone.
 */

/** What the content tells its sheet of a drag: the sheet's height as it starts, and how it ended. */
type SheetDrag = {
  pressed: (height: number) => void
  /** The pointer let go this far below where it was pressed (px; up is negative). */
  released: (draggedPx: number, sheet: HTMLElement) => void
}
const SheetDragContext = createContext<SheetDrag>({ pressed: () => {}, released: () => {} })

export type BottomSheetProps = {
  /** Open (controlled). Omit it and use `defaultOpen` to let the sheet keep its own state. */
  open?: boolean
  /** Open from the start when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the visitor opens or closes it (trigger, Close, backdrop, drag down). */
  onOpenChange?: (open: boolean) => void
  children?: React.ReactNode
}

/**
 * A sheet that slides up from the bottom; closed by its button, the backdrop or a drag down
 * beyond 100 px (half its height when it is under 150 px tall).
 *
 * vaul also closes on a fast flick of any length. The spec's distance is the rule here: a drag
 * let go short of it, however fast, is refused and the sheet slides back into place.
 */
export function BottomSheet({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  children,
}: BottomSheetProps) {
  const [open, setOpen] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'BottomSheet',
  })
  const [sheetHeight, setSheetHeight] = useState(0)
  // The sheet let go short of the distance, for the rest of this pointerup (vaul closes in it).
  const shortDrag = useRef<HTMLElement | null>(null)
  const [drag] = useState<SheetDrag>(() => ({
    pressed: setSheetHeight,
    released: (draggedPx, sheet) => {
      const height = Math.min(sheet.getBoundingClientRect().height, window.innerHeight)
      const short = draggedPx > 0 && !sheetDragCloses(draggedPx, height)
      shortDrag.current = short ? sheet : null
      if (short) queueMicrotask(() => (shortDrag.current = null))
    },
  }))
  return (
    <SheetDragContext value={drag}>
      <Drawer.Root
        direction="bottom"
        closeThreshold={sheetCloseThreshold(sheetHeight)}
        open={open}
        onOpenChange={(next) => {
          const sheet = shortDrag.current
          if (!next && sheet !== null) {
            shortDrag.current = null
            slideBack(sheet)
            return
          }
          setOpen(next)
        }}
      >
        {children}
      </Drawer.Root>
    </SheetDragContext>
  )
}

/** Puts a sheet let go short of the close distance back in place, as vaul does a slow one. */
function slideBack(sheet: HTMLElement) {
  const ease = 'cubic-bezier(0.32, 0.72, 0, 1)'
  sheet.style.transition = `transform 0.5s ${ease}`
  sheet.style.transform = 'translate3d(0, 0, 0)'
  const backdrop = document.querySelector<HTMLElement>('[data-slot="bottom-sheet-backdrop"]')
  if (backdrop) {
    backdrop.style.transition = `opacity 0.5s ${ease}`
    backdrop.style.opacity = '1'
  }
}

export function BottomSheetTrigger(props: React.ComponentProps<typeof Drawer.Trigger>) {
  return <Drawer.Trigger data-slot="bottom-sheet-trigger" {...props} />
}

export type BottomSheetContentProps = React.ComponentProps<typeof Drawer.Content> & {
  title: string
  /** A line under the title that describes the sheet; read when it opens. */
  description?: string
  /** The visible close button's words ("Close" unless given). */
  closeLabel?: string
}

export function BottomSheetContent({
  title,
  description,
  closeLabel = 'Close',
  className,
  children,
  onOpenAutoFocus,
  onPointerDown,
  onPointerUp,
  ...props
}: BottomSheetContentProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const drag = useContext(SheetDragContext)
  const pressedAt = useRef<number | null>(null)

  return (
    <Drawer.Portal>
      <Drawer.Overlay
        data-slot="bottom-sheet-backdrop"
        className={cn(
          'fixed inset-0 z-40 bg-black/60',
          'data-[state=closed]:[animation-duration:300ms]! data-[state=open]:[animation-duration:400ms]!',
          'motion-reduce:animate-none!',
        )}
      />
      <Drawer.Content
        onPointerDown={(event) => {
          // A drag starts here. vaul weighs the drag, when let go, against the height it sees
          // then (at most the window's): measure the sheet now, open and laid out, the same way.
          const { height } = event.currentTarget.getBoundingClientRect()
          drag.pressed(Math.min(height, window.innerHeight))
          pressedAt.current = event.pageY
          onPointerDown?.(event)
        }}
        onPointerUp={(event) => {
          // Before vaul's own handler, which may close the sheet on the speed alone.
          if (pressedAt.current !== null) {
            drag.released(event.pageY - pressedAt.current, event.currentTarget)
          }
          pressedAt.current = null
          onPointerUp?.(event)
        }}
        onOpenAutoFocus={(event) => {
          onOpenAutoFocus?.(event)
          if (event.defaultPrevented) return
          // vaul cancels Radix's own focus move unless autoFocus; a dialog must take focus in.
          event.preventDefault()
          closeRef.current?.focus()
        }}
        data-slot="bottom-sheet"
        className={cn(
          'border-border bg-surface-raised text-fg fixed inset-x-0 bottom-0 z-50 mx-auto flex w-[90%] max-w-[500px] flex-col rounded-t-xl border',
          'max-h-[500px] outline-none motion-reduce:transition-none!',
          className,
        )}
        {...props}
      >
        <div
          data-slot="bottom-sheet-handle"
          aria-hidden="true"
          className="bg-muted/40 mx-auto mt-3 h-1.5 w-12 rounded-full"
        />
        <div className="flex items-start justify-between gap-4 px-5 pt-3">
          <Drawer.Title data-slot="bottom-sheet-title" className="text-lg font-semibold">
            {title}
          </Drawer.Title>
          <Drawer.Close
            ref={closeRef}
            data-slot="bottom-sheet-close"
            className="text-fg hover:bg-surface inline-flex min-h-11 items-center gap-1 rounded-md px-3 text-sm font-semibold"
          >
            <X aria-hidden="true" className="size-4" />
            {closeLabel}
          </Drawer.Close>
        </div>
        {description ? (
          <Drawer.Description
            data-slot="bottom-sheet-description"
            className="text-muted px-5 text-sm"
          >
            {description}
          </Drawer.Description>
        ) : (
          <Drawer.Description className="sr-only">{title}</Drawer.Description>
        )}
        <div data-slot="bottom-sheet-body" className="overflow-y-auto px-5 pt-3 pb-6">
          {children}
        </div>
      </Drawer.Content>
    </Drawer.Portal>
  )
}
