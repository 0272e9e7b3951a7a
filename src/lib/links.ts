/**
 * How a link to a destination opens, the same wherever the link is (menu, footer, search, cards):
 * a path of this site navigates in the same window, never in a new tab; a URL outside the site
 * opens in a new tab, and says so to screen readers.
 */

/** How a link opens: `internal` navigates inside the app; `href` loads the URL in `target`. */
export type LinkStrategy = 'internal' | 'href'
export type LinkTarget = '_self' | '_blank'

/** A link to a related page, with a line on what it offers (related-content boxes). */
export type RelatedLink = {
  /** The link's words: the page's name. */
  title: string
  path: string
  strategy?: LinkStrategy
  target?: LinkTarget
  /** One line on what the page offers, shown under the link. */
  description?: string
}

/** A URL with a scheme (`https:`, `mailto:`) or a protocol-relative `//host` one. */
export function isExternalUrl(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')
}

/** Where a link to `path` opens. */
export function linkTarget(path: string): LinkTarget {
  return isExternalUrl(path) ? '_blank' : '_self'
}

/** The words a screen reader hears after a link that opens in a new tab. */
export const NEW_TAB_NOTE = ' (opens in a new tab)'

/**
 * Follows a link the way its `<a>` would: an external URL in a new tab (cut off from this page),
 * a path of the site through `navigateInApp`. For places that open a destination from code,
 * such as a search result chosen with the keyboard.
 */
export function openDestination(path: string, navigateInApp: (path: string) => void): void {
  if (linkTarget(path) === '_blank') window.open(path, '_blank', 'noopener,noreferrer')
  else navigateInApp(path)
}

/**
 * A plain click: the main button, no key that asks for a new tab or window or a download. A link
 * handled in code handles only these and leaves the others to the browser.
 */
export function isPlainClick(event: {
  button: number
  metaKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}
