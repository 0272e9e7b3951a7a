import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

/** The spec's network state: unknown until the browser has told us, then online or offline. */
export type NetworkState = 'unknown' | 'online' | 'offline'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

function current(): NetworkState {
  if (typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean') return 'unknown'
  return navigator.onLine ? 'online' : 'offline'
}

/**
 * The browser's network state, from its online and offline events. Queries follow the same
 * events: TanStack Query's onlineManager pauses them offline and resumes them when back online.
 */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(subscribe, current, () => 'unknown')
}

/** Keeps the query library's idea of being online in step with the browser's events. */
export function followBrowserOnlineState() {
  return onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine)
    update()
    return subscribe(update)
  })
}
