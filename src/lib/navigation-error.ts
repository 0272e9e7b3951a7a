/**
 * The spec's console texts for a navigation that failed (section 8: "only logged to the console;
 * no user message"). A link's page whose code could not load is a "Navigation Link error"; any
 * other failure while navigating (a route's check or data, or its page throwing) is "there was a
 * navigation error".
 */
export const NAVIGATION_LINK_ERROR = 'Navigation Link error'
export const NAVIGATION_ERROR = 'there was a navigation error'

const CHUNK_LOAD_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed/i

/** Whether the error is a page's code (a lazily loaded chunk) failing to arrive. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return CHUNK_LOAD_FAILURE.test(message)
}

/** The spec's text for a failed navigation caused by `error`. */
export function navigationErrorText(error: unknown): string {
  return isChunkLoadError(error) ? NAVIGATION_LINK_ERROR : NAVIGATION_ERROR
}

/** The session key that records one full-page retry of `href`, so a retry never loops. */
export function retryKey(href: string): string {
  return `navigation-retry:${href}`
}

/**
 * Leaves the reload after a page's code failed to arrive to the site's error view, which logs the
 * failure with the spec's text first. TanStack Router's lazy pages would otherwise reload the
 * address themselves, once per error message and without a word in the console, racing that view.
 * Its once-only mark (a session key named after the error's message) is set as soon as Vite reports
 * the failed import, so the router throws the error to the error view instead.
 */
export function leaveReloadToErrorView(target: Window = window): void {
  target.addEventListener('vite:preloadError', (event) => {
    const error = (event as Event & { payload?: unknown }).payload
    if (!(error instanceof Error) || !isChunkLoadError(error)) return
    try {
      target.sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
    } catch {
      // No storage: the router cannot reload either (it needs the same storage to do so).
    }
  })
}
