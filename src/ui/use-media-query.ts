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
      const media = mediaQueryList(query)
      media.addEventListener('change', onChange)
      return () => media.removeEventListener('change', onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => mediaQueryList(query).matches,
    () => false,
  )
}

/**
 * One list per query, kept: React reads the snapshot on every render and again after each commit,
 * and a new `matchMedia` each time made and evaluated a list in every render of every select.
 */
const lists = new Map<string, MediaQueryList>()
/** Whose lists they are: a test that puts another `matchMedia` in place gets its own. */
let listsOf: typeof window.matchMedia | undefined
function mediaQueryList(query: string): MediaQueryList {
  if (listsOf !== window.matchMedia) {
    lists.clear()
    listsOf = window.matchMedia
  }
  let list = lists.get(query)
  if (list === undefined) {
    list = window.matchMedia(query)
    lists.set(query, list)
  }
  return list
}

/** Whether the visitor asked for less motion; read in handlers and effects only. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
