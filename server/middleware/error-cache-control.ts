import type { MiddlewareHandler } from 'hono'

/**
 * An error answer (4xx, 5xx) that does not say how long it may be kept gets `no-store`: a proxy or
 * browser must not serve a 429, a 401 or a 400 to the next request (or the next visitor) as if it
 * were the page. Answers that chose their own Cache-Control (a 404 page's `no-cache`) keep it.
 * Only an error's headers are read, so successful answers never pay for it.
 */
export function errorCacheControl(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status < 400) return
    if (c.res.headers.has('Cache-Control')) return
    try {
      c.res.headers.set('Cache-Control', 'no-store')
    } catch {
      // Headers of a Response.redirect() or a fetched answer are immutable: copy the answer.
      const copy = new Response(c.res.body, c.res)
      copy.headers.set('Cache-Control', 'no-store')
      c.res = copy
    }
  }
}
