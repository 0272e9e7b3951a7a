import * as DialogPrimitive from '@radix-ui/react-dialog'
import { cva, type VariantProps } from 'class-variance-authority'
import { X } from 'lucide-react'
import { cn } from '../lib/cn'

/**
 * The parts of a dialog, for a developer who needs more than `ModalDialog` gives (a footer with
 * buttons of their own, a form): thin wrappers over Radix Dialog, each taking `ref` as a prop,
 * spreading its props on the element, with a `data-slot` and `className` merged last.
 * `ModalDialog` and `SlidePanel` are built from these. A dialog must have a `DialogTitle`
 * (it names the dialog) and a way out besides Escape (`DialogCloseButton` or a `DialogClose`).
 */

export const Dialog = DialogPrimitive.Root
export const DialogTrigger = DialogPrimitive.Trigger
export const DialogPortal = DialogPrimitive.Portal
export const DialogClose = DialogPrimitive.Close

/** The dimmed, blurred page behind an open dialog. */
export function DialogOverlay({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Overlay>) {
  return (
    <DialogPrimitive.Overlay
      data-slot="dialog-overlay"
      className={cn(
        'bg-bg/80 fixed inset-0 z-50 backdrop-blur-sm motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]',
        className,
      )}
      {...props}
    />
  )
}

/** Where the dialog's panel sits: centred (at most 940 px wide), or a sheet at the right. */
export const dialogContentVariants = cva('text-fg fixed z-50 flex flex-col shadow-xl', {
  variants: {
    side: {
      center:
        'border-border bg-surface-raised top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-[940px] -translate-x-1/2 -translate-y-1/2 overflow-auto rounded-lg border motion-safe:data-[state=open]:animate-[fade-in_200ms_ease-out]',
      right:
        'bg-bg inset-y-0 right-0 w-full motion-safe:data-[state=open]:animate-slide-in-right motion-safe:data-[state=closed]:animate-slide-out-right',
    },
  },
  defaultVariants: { side: 'center' },
})

export type DialogContentProps = React.ComponentProps<typeof DialogPrimitive.Content> &
  VariantProps<typeof dialogContentVariants> & {
    /** Props of the overlay drawn with it (its data-slot, say). */
    overlayProps?: React.ComponentProps<typeof DialogOverlay>
  }

/** The dialog's panel over an overlay, in a portal. */
export function DialogContent({
  side,
  className,
  overlayProps,
  children,
  ...props
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay {...overlayProps} />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        data-side={side ?? 'center'}
        className={cn(dialogContentVariants({ side }), className)}
        {...props}
      >
        {children}
      </DialogPrimitive.Content>
    </DialogPortal>
  )
}

/** The dialog's top bar: its title, then its close button. */
export function DialogHeader({ className, ...props }: React.ComponentProps<'header'>) {
  return (
    <header
      data-slot="dialog-header"
      className={cn(
        'border-border flex items-start justify-between gap-4 border-b px-5 py-4',
        className,
      )}
      {...props}
    />
  )
}

/** The dialog's name: a heading, and what a screen reader says the dialog is. */
export function DialogTitle({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Title>) {
  return (
    <DialogPrimitive.Title
      data-slot="dialog-title"
      className={cn('text-lg font-semibold', className)}
      {...props}
    />
  )
}

/** A line under the title that describes the dialog (read when it opens). */
export function DialogDescription({
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      data-slot="dialog-description"
      className={cn('text-muted text-sm', className)}
      {...props}
    />
  )
}

/** The visible close button, an X named by `label` ("Close" unless given). */
export function DialogCloseButton({
  label = 'Close',
  className,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Close> & {
  /** The button's accessible name ("Close" unless given). */
  label?: string
}) {
  return (
    <DialogPrimitive.Close
      data-slot="dialog-close"
      aria-label={label}
      className={cn(
        'text-fg hover:bg-surface inline-flex size-9 shrink-0 items-center justify-center rounded-md',
        className,
      )}
      {...props}
    >
      <X aria-hidden="true" className="size-5" />
    </DialogPrimitive.Close>
  )
}

/** The dialog's bottom bar, for its buttons (right-aligned; they wrap on a phone). */
export function DialogFooter({ className, ...props }: React.ComponentProps<'footer'>) {
  return (
    <footer
      data-slot="dialog-footer"
      className={cn(
        'border-border flex flex-wrap items-center justify-end gap-3 border-t px-5 py-4',
        className,
      )}
      {...props}
    />
  )
}
