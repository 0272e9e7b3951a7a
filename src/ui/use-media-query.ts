import { useCallback, useSyncExternalStore } from 'react'

/** Below this width the dropdown and the date picker switch to their touch layouts (spec: 550 px). */
export const PICKER_MOBILE_QUERY = '(max-width: 549.98px)'

/**
 * Whether a media query matches, following its changes. Renders as not matching on the server
 * and during hydration, then follows the browser.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether the visitor asked for less motion; read in handlers and effects only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
