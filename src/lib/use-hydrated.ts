import { useSyncExternalStore } from 'react'

const neverChanges = () => () => {}

/**
 * False on the server and while React hydrates prerendered markup, true otherwise. A part that
 * hydrates late (inside a lazy boundary) still sees false at first, so it can render what the
 * server rendered and show what the browser knows on the next render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  )
}
