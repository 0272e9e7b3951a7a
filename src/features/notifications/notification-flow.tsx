import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { apiGetOrNull, apiPost } from '../../api/client'
import type { Notification } from '../../api/types'
import { formatDate } from '../../lib/formats'
import { ForcedNotification } from '../../ui/forced-notification'
import { notify } from '../../ui/toast'
import { browserId } from './browser-id'

/**
 * How long an ordinary notification stays: the spec's "display time 1,000,000", read as
 * milliseconds (about 17 minutes), so in practice until the visitor dismisses it. The clock
 * stops while the pointer or focus is on the toast.
 */
export const NOTIFICATION_DISPLAY_MS = 1_000_000

/** An internal path ("/x", not "//x") or an https URL; anything else is not followed. */
export function linkKind(link: string | null | undefined): 'internal' | 'external' | null {
  if (!link) return null
  if (/^\/(?!\/)/.test(link)) return 'internal'
  if (/^https:\/\//i.test(link)) return 'external'
  return null
}

/** Goes to a notification's link: internal paths through the router, https URLs by loading them. */
export function followLink(push: (path: string) => void, link: string | null | undefined) {
  const kind = linkKind(link)
  if (kind === 'internal') push(link as string)
  else if (kind === 'external') window.location.assign(link as string)
}

function storage() {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/**
 * The spec's notification flow: on load, fetch this browser's notification; show a forced one as
 * the full-screen overlay and any other as a toast; then report it read so that this browser
 * does not see it again. Failures are only logged: a visitor never sees an error for this, and
 * the browser's own notification permission is never asked for.
 */
export function NotificationFlow() {
  const router = useRouter()
  const [forced, setForced] = useState<Notification | null>(null)

  useEffect(() => {
    const follow = (link: string | null | undefined) =>
      followLink((path) => router.history.push(path), link)
    const controller = new AbortController()
    const cookie = browserId(storage())
    void (async () => {
      let notification: Notification | null
      try {
        notification = await apiGetOrNull<Notification>('/Notifications/GetUserNotificationsCH', {
          query: { cookie },
          retry: 1,
          signal: controller.signal,
        })
      } catch (error) {
        if (!controller.signal.aborted) console.warn('Notification lookup failed', error)
        return
      }
      if (!notification || controller.signal.aborted) return

      if (notification.forcedTakeOver) {
        setForced(notification)
      } else {
        const {
          name,
          description,
          actionText,
          actionLink,
          closeButtonText,
          showDateTimeStamp,
          dateCreated,
        } = notification
        notify.message({
          title: name,
          message: description,
          closeLabel: closeButtonText || undefined,
          badge: showDateTimeStamp ? formatDate(new Date(dateCreated)) : undefined,
          actions:
            actionText && linkKind(actionLink) ? [{ label: actionText, value: actionLink! }] : [],
          duration: NOTIFICATION_DISPLAY_MS,
          onAction: follow,
        })
      }

      try {
        await apiPost('/Notifications/markasread', notification, { query: { cookie } })
      } catch (error) {
        console.warn('Could not report the notification read', error)
      }
    })()
    return () => controller.abort()
  }, [router])

  if (!forced) return null
  return (
    <ForcedNotification
      name={forced.name}
      description={forced.description}
      showDateTimeStamp={forced.showDateTimeStamp}
      dateCreated={forced.dateCreated}
      actionText={forced.actionText ?? undefined}
      actionLink={forced.actionLink ?? undefined}
      closeButtonText={forced.closeButtonText ?? undefined}
      onAction={(link) => {
        setForced(null)
        followLink((path) => router.history.push(path), link)
      }}
      onClose={() => setForced(null)}
    />
  )
}
