/**
 * The origin a page rendered at build time names (a canonical link, a registry address): the
 * server puts SITE_URL in its place as it serves the HTML (server/site-url.ts holds the same
 * string; server/site-url.test.ts checks that they agree). In the browser, the page's own origin.
 */
export const SITE_ORIGIN_PLACEHOLDER = 'https://site-url.invalid'

/** The site's origin: the placeholder while rendering on the server or at build time. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? SITE_ORIGIN_PLACEHOLDER : window.location.origin
}
