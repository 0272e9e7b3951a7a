/**
 * SITE_URL: the public origin of the site (`https://www.mzansiclearing.co.za`), which the sitemap,
 * the feed and robots.txt need for absolute addresses. Unset or empty, the server's own
 * `http://localhost:<PORT>`.
 */
export function parseSiteUrl(value: string | undefined, port: number): string {
  const text = value?.trim()
  if (!text) return `http://localhost:${port}`
  const problem = `SITE_URL must be the site's public origin, like https://www.mzansiclearing.co.za`
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new Error(`${problem}, not "${text}" (not an absolute URL).`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${problem}, not "${text}" (only http and https).`)
  }
  if (url.username !== '' || url.password !== '') {
    // Not echoed: the value holds what looks like a password.
    throw new Error(`${problem}, without a user name or password.`)
  }
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
    throw new Error(`${problem}, not "${text}" (no path, query or fragment).`)
  }
  return url.origin
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
