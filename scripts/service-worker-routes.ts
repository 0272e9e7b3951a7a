/**
 * Pieces of the service worker's routes that workbox-build writes into `sw.js` as source text:
 * a RegExp for the API's requests and a plugin for the pages cache. Each function here is copied
 * as its text, so it may use nothing from this module's scope (the tests run it from its text).
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

/**
 * The requests under the content API's base (the site's `VITE_API_BASE_URL`, a path on the site
 * or an absolute address): its reads, or only those under `under` (`filehandler/`). Reads leave
 * out documents (cached on their own) and notifications (always live). Anchored at the start of
 * the address, as Workbox requires for another origin.
 */
export function apiRoutePattern(base: string, under?: string): RegExp {
  const absolute = /^https?:\/\//i.test(base)
  const prefix = absolute
    ? escapeRegExp(base.replace(/\/+$/, ''))
    : `https?:\\/\\/[^/]+${escapeRegExp(`/${base.replace(/^\/+|\/+$/g, '')}`)}`
  const rest =
    under === undefined
      ? '(?!filehandler\\/)(?!(?:[^?#]*\\/)?Notifications\\/)'
      : escapeRegExp(under)
  return new RegExp(`^${prefix}\\/${rest}`)
}

type CachedResponseWillBeUsed = (param: {
  cachedResponse?: Response | undefined
}) => Promise<Response | undefined>

/**
 * The pages cache's answer when the network is gone or slow: the page as last seen if every
 * stylesheet and script it names is still cached (an older build's page would show unstyled),
 * else the app's shell from the precache, which renders any page in the browser.
 */
export const pagesCachePlugin: { cachedResponseWillBeUsed: CachedResponseWillBeUsed } = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const shell = () => caches.match('/index.html', { ignoreSearch: true })
    if (!cachedResponse) return shell()
    const html = await cachedResponse.clone().text()
    const assets = new Set(html.match(new RegExp('/assets/[\\w.-]+\\.(?:css|js)', 'g')) ?? [])
    for (const asset of assets) {
      if (!(await caches.match(asset, { ignoreSearch: true }))) return shell()
    }
    return cachedResponse
  },
}
