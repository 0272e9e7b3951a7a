import * as DialogPrimitive from '@radix-ui/react-dialog'
import { format, parseISO } from 'date-fns'
import { useRef } from 'react'
import { cn } from '../lib/cn'
import { formatDate } from '../lib/formats'
import { Button } from './button'

/** The fallback close label, shown only when the notification has neither action nor close text. */
export const FORCED_NOTIFICATION_FALLBACK_CLOSE = 'Close'

export type ForcedNotificationProps = Omit<
  React.ComponentProps<typeof DialogPrimitive.Content>,
  'children'
> & {
  /** Shown while true; it cannot be dismissed by a click outside, only by its buttons or Escape. */
  open?: boolean
  /** The heading (the Notification's name). */
  name: string
  /** The body; its line breaks are kept and it is always shown as text, never as HTML. */
  description: string
  /** Shows "Date: <dateCreated>" above the heading. */
  showDateTimeStamp?: boolean
  /** When the notification was created (a Date or an ISO date). */
  dateCreated?: Date | string
  /** The action button's words; no action button without them. */
  actionText?: string
  /** Where the action leads; passed back to `onAction`. */
  actionLink?: string
  /** The close link's words; with neither action nor close text, a Close button shows. */
  closeButtonText?: string
  /** The action was chosen; the caller clears the notification and goes to `actionLink`. */
  onAction?: (actionLink: string | undefined) => void
  /** Closed by the close link, the fallback close button or Escape. */
  onClose?: () => void
}

/** The spec's full-screen notification overlay: a modal dialog in every accessibility sense. */
export function ForcedNotification({
  open = true,
  name,
  description,
  showDateTimeStamp = false,
  dateCreated,
  actionText,
  actionLink,
  closeButtonText,
  onAction,
  onClose,
  onOpenAutoFocus,
  onCloseAutoFocus,
  className,
  ...props
}: ForcedNotificationProps) {
  const created = typeof dateCreated === 'string' ? parseISO(dateCreated) : dateCreated
  const date = showDateTimeStamp && created !== undefined ? formatDate(created) : ''
  const hasAction = Boolean(actionText)
  const hasClose = Boolean(closeButtonText)
  // Where focus was when it opened: it goes back there when it closes (or is taken away). When
  // nothing had focus (it opens as the page loads), the page's main content takes it rather than
  // the document's body, so the next Tab goes on from the page and not from its top.
  const focusedBefore = useRef<Element | null>(null)
  // The action leads elsewhere: the new page places focus itself (on its heading).
  const leftByAction = useRef(false)

  return (
    <DialogPrimitive.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose?.()
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-slot="forced-notification"
          className={cn(
            'bg-bg text-fg fixed inset-0 z-[60] flex items-center justify-center overflow-y-auto p-6',
            'motion-safe:data-[state=open]:animate-fade-in',
            className,
          )}
          onPointerDownOutside={(event) => event.preventDefault()}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement
            focusedBefore.current = active === document.body ? null : active
            leftByAction.current = false
            onOpenAutoFocus?.(event)
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event)
            if (event.defaultPrevented || leftByAction.current) return
            event.preventDefault()
            const before = focusedBefore.current
            const target =
              before instanceof HTMLElement && before.isConnected
                ? before
                : document.querySelector<HTMLElement>('main[tabindex]')
            ;(target ?? document.body).focus({ preventScroll: true })
          }}
          {...props}
        >
          <div
            data-slot="forced-notification-panel"
            className="flex w-full max-w-2xl flex-col gap-5"
          >
            {date && (
              <p data-slot="forced-notification-date" className="text-muted text-sm">
                Date: <time dateTime={created && format(created, 'yyyy-MM-dd')}>{date}</time>
              </p>
            )}
            <DialogPrimitive.Title
              data-slot="forced-notification-heading"
              className="text-2xl font-semibold sm:text-3xl"
            >
              {name}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description
              data-slot="forced-notification-body"
              className="text-base leading-relaxed whitespace-pre-line"
            >
              {description}
            </DialogPrimitive.Description>
            <div
              data-slot="forced-notification-actions"
              className="flex flex-wrap items-center gap-4"
            >
              {hasAction && (
                <Button
                  variant="primary"
                  onClick={() => {
                    leftByAction.current = true
                    onAction?.(actionLink)
                  }}
                >
                  {actionText}
                </Button>
              )}
              {hasClose && (
                <DialogPrimitive.Close
                  data-slot="forced-notification-close"
                  className="text-link min-h-6 rounded-sm underline underline-offset-4 hover:no-underline"
                >
                  {closeButtonText}
                </DialogPrimitive.Close>
              )}
              {!hasAction && !hasClose && (
                <DialogPrimitive.Close asChild>
                  <Button variant="secondary" data-slot="forced-notification-close">
                    {FORCED_NOTIFICATION_FALLBACK_CLOSE}
                  </Button>
                </DialogPrimitive.Close>
              )}
            </div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
