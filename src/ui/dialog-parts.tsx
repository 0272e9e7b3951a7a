import * as DialogPrimitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { cn } from '../lib/cn'

/**
 * The header every dialog-like widget shares: the dialog's name (Radix Title, so the dialog is
 * labelled by it) and a visible close button. `slot` prefixes the parts' data-slot names, e.g.
 * "modal-dialog" gives modal-dialog-header, modal-dialog-title and modal-dialog-close.
 */
export function DialogHeader({
  slot,
  title,
  closeLabel,
  titleClassName,
}: {
  slot: string
  title: React.ReactNode
  closeLabel: string
  titleClassName?: string
}) {
  return (
    <header
      data-slot={`${slot}-header`}
      className="border-border flex items-start justify-between gap-4 border-b px-5 py-4"
    >
      <DialogPrimitive.Title
        data-slot={`${slot}-title`}
        className={cn('text-lg font-semibold', titleClassName)}
      >
        {title}
      </DialogPrimitive.Title>
      <DialogPrimitive.Close
        data-slot={`${slot}-close`}
        aria-label={closeLabel}
        className="text-fg hover:bg-surface inline-flex size-9 shrink-0 items-center justify-center rounded-md"
      >
        <X aria-hidden="true" className="size-5" />
      </DialogPrimitive.Close>
    </header>
  )
}

/**
 * A dialog opened from code (no Radix Trigger) has nothing for Radix to give focus back to on
 * close: remember what had focus when `open` turned true, and return an onCloseAutoFocus handler
 * that focuses it again (unless the caller's own handler prevented that).
 */
export function useFocusReturnToOpener(
  open: boolean,
  onCloseAutoFocus?: (event: Event) => void,
): (event: Event) => void {
  const openerRef = useRef<HTMLElement | null>(null)
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement
    }
  }, [open])
  return (event) => {
    onCloseAutoFocus?.(event)
    if (event.defaultPrevented) return
    event.preventDefault()
    openerRef.current?.focus()
  }
}
