import { useSyncExternalStore } from 'react'
import { subscribeToConnection } from '../../api/connection'

/** The spec's network state: unknown until the browser has told us, then online or offline. */
export type NetworkState = 'unknown' | 'online' | 'offline'

function current(): NetworkState {
  if (typeof navigator === 'undefined' || typeof navigator.onLine !== 'boolean') return 'unknown'
  return navigator.onLine ? 'online' : 'offline'
}

/**
 * The browser's network state, from its online and offline events. Queries follow the same
 * events (`src/api/query-client.ts`): they wait offline and go on when the browser is back.
 */
export function useNetworkState(): NetworkState {
  return useSyncExternalStore(subscribeToConnection, current, () => 'unknown')
}
