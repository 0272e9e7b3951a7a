import type { MiddlewareHandler } from 'hono'

/** The raw header list Node's parser kept (names and values in turn), on the Node server only. */
function rawHeaders(env: unknown): readonly string[] {
  return (env as { incoming?: { rawHeaders?: string[] } } | undefined)?.incoming?.rawHeaders ?? []
}

/**
 * 400 for a request with more than one Host header (RFC 9112, 3.2). Node keeps the first and
 * drops the rest, so the app would answer for one host while a proxy or cache in front may have
 * read the other.
 */
export function singleHost(): MiddlewareHandler {
  return async (c, next) => {
    const raw = rawHeaders(c.env)
    let hosts = 0
    for (let index = 0; index < raw.length; index += 2) {
      if (raw[index]?.toLowerCase() === 'host') hosts += 1
    }
    if (hosts <= 1) return next()
    const error = 'The request has more than one Host header: send one.'
    const headers = { 'Cache-Control': 'no-store', Connection: 'close' }
    return c.req.path.startsWith('/api/')
      ? c.json(
          { error, issues: [{ path: 'header.host', message: 'must be sent once' }] },
          400,
          headers,
        )
      : c.text(error, 400, headers)
  }
}
