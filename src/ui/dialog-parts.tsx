import { useEffect, useRef } from 'react'
import { DialogCloseButton, DialogHeader, DialogTitle } from './dialog'

/**
 * The header every dialog-like widget shares, from the dialog parts: the dialog's name (Radix
 * Title, so the dialog is labelled by it) and a visible close button. `slot` prefixes the parts'
 * data-slot names, e.g. "modal-dialog" gives modal-dialog-header, -title and -close.
 */
export function DialogTitleBar({
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
    <DialogHeader data-slot={`${slot}-header`}>
      <DialogTitle data-slot={`${slot}-title`} className={titleClassName}>
        {title}
      </DialogTitle>
      <DialogCloseButton data-slot={`${slot}-close`} label={closeLabel} />
    </DialogHeader>
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
