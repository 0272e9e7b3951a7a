import { onlineManager } from '@tanstack/react-query'

/** Calls `onChange` when the browser goes offline or comes back online; returns how to stop. */
export function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/**
 * Keeps the query library's idea of being online in step with the browser's, from the start:
 * its own listener assumes it is online until the first event, even on a page opened offline.
 */
export function followBrowserOnlineState(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine)
    update()
    return subscribeToConnection(update)
  })
}
