import { WifiOff } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useNetworkState } from './network-state'

export const OFFLINE_MESSAGE =
  'You are offline. What you have open still works; we will load new content when you are back online.'
export const BACK_ONLINE_MESSAGE = 'You are back online.'
/** How long "back online" stays before it goes by itself. */
export const BACK_ONLINE_MS = 4000

/**
 * A quiet note at the bottom of the screen while the browser is offline, which the visitor can
 * dismiss; a short "back online" follows when the connection returns. Both are announced politely.
 */
export function NetworkNotice() {
  const state = useNetworkState()
  const [dismissed, setDismissed] = useState(false)
  const [backOnline, setBackOnline] = useState(false)
  const [wasOffline, setWasOffline] = useState(false)

  if (state === 'offline' && !wasOffline) {
    setWasOffline(true)
    setDismissed(false)
    setBackOnline(false)
  }
  if (state === 'online' && wasOffline) {
    setWasOffline(false)
    setBackOnline(true)
  }

  useEffect(() => {
    if (!backOnline) return
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS)
    return () => clearTimeout(timer)
  }, [backOnline])

  const showOffline = state === 'offline' && !dismissed
  return (
    <div
      data-slot="network-notice"
      role="status"
      // Joined, not merged (nothing here conflicts): this renders on every page once it is idle,
      // and a cn() call would build tailwind-merge's class map then, for nothing.
      className={`fixed inset-x-0 bottom-0 z-50 flex justify-center px-3 pb-3${
        !showOffline && !backOnline ? 'pointer-events-none' : ''
      }`}
    >
      {showOffline && (
        <div className="border-border bg-surface-raised text-fg flex max-w-xl items-start gap-3 rounded-md border p-3 shadow-lg">
          <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p className="text-sm">{OFFLINE_MESSAGE}</p>
          <button
            type="button"
            className="border-border hover:bg-surface min-h-8 shrink-0 rounded-md border px-3 text-sm"
            onClick={() => setDismissed(true)}
          >
            Dismiss
          </button>
        </div>
      )}
      {backOnline && (
        <p className="border-border bg-surface-raised text-fg rounded-md border px-4 py-2 text-sm shadow-lg">
          {BACK_ONLINE_MESSAGE}
        </p>
      )}
    </div>
  )
}
