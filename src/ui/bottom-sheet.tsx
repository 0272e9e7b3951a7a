import { X } from 'lucide-react'
import { createContext, useContext, useRef, useState } from 'react'
import { Drawer } from 'vaul'
import { cn } from '../lib/cn'
import { sheetCloseThreshold } from '../lib/sheet-threshold'

/*
 * vaul is unmaintained upstream: everything else imports this file, never vaul, so the drag
 * library can be swapped here alone.
 */

const SheetHeightContext = createContext<(height: number) => void>(() => {})

export type BottomSheetProps = {
  /** Open (controlled). Omit it and use `defaultOpen` to let the sheet keep its own state. */
  open?: boolean
  /** Open from the start when uncontrolled. */
  defaultOpen?: boolean
  /** Called when the visitor opens or closes it (trigger, Close, backdrop, drag down). */
  onOpenChange?: (open: boolean) => void
  children?: React.ReactNode
}

/** A sheet that slides up from the bottom; closed by its button, the backdrop or a drag down. */
export function BottomSheet({ children, ...props }: BottomSheetProps) {
  const [sheetHeight, setSheetHeight] = useState(0)
  return (
    <SheetHeightContext value={setSheetHeight}>
      <Drawer.Root direction="bottom" closeThreshold={sheetCloseThreshold(sheetHeight)} {...props}>
        {children}
      </Drawer.Root>
    </SheetHeightContext>
  )
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
  ...props
}: BottomSheetContentProps) {
  const closeRef = useRef<HTMLButtonElement>(null)
  const setSheetHeight = useContext(SheetHeightContext)

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
          setSheetHeight(Math.min(height, window.innerHeight))
          onPointerDown?.(event)
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
