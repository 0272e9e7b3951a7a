import { NetworkNotice } from '../features/network/network-notice'
import { NotificationFlow } from '../features/notifications/notification-flow'

/**
 * The parts of the shell that are not needed for the first paint: this browser's notification
 * and the offline notice. Loaded lazily, so the query library and the API client stay out of
 * the entry bundle.
 */
export default function ShellExtras() {
  return (
    <>
      <NotificationFlow />
      <NetworkNotice />
    </>
  )
}
