/**
 * SITE_URL: the public origin of the site (`https://www.mzansiclearing.co.za`), which the sitemap,
 * the feed and robots.txt need for absolute addresses. Unset, the server's own
 * `http://localhost:<PORT>` (`localSiteUrl`).
 */
export function localSiteUrl(port: number): string {
  return `http://localhost:${port}`
}

/** What `readOrigin` found: the origin, or why the text is not one. */
export type OriginReading =
  | { origin: string }
  /** `secret`: the text holds what looks like a password, so it is not to be repeated. */
  | { reason: string; secret?: boolean }

/**
 * `text` as an `http` or `https` origin without a path, query or fragment (a trailing `/` is
 * dropped; scheme and host are lower-cased, a default port dropped), or the reason it is not one.
 */
export function readOrigin(text: string): OriginReading {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return { reason: 'not an absolute URL' }
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return { reason: 'only http and https' }
  }
  if (url.username !== '' || url.password !== '') {
    return { reason: 'without a user name or password', secret: true }
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    return { reason: 'no path, query or fragment' }
  }
  return { origin: url.origin }
}

/**
 * The origin the build writes into absolute addresses (canonical links, `og:url`, structured
 * data), since the same build is deployed under any SITE_URL. The server puts the real origin in
 * its place (`withSiteUrl`) before any HTML leaves it. `.invalid` can never resolve (RFC 2606).
 */
export const SITE_URL_PLACEHOLDER = 'https://site-url.invalid'

/** HTML from the build (or rendered by the server) with the placeholder origin made `siteUrl`. */
export function withSiteUrl(html: string, siteUrl: string): string {
  return html.replaceAll(SITE_URL_PLACEHOLDER, siteUrl)
}
