import type { Context, MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { fromTrustedProxy, type TrustedProxies } from './client-address.ts'

/** The headers the site sends (see src/content/site.ts) and the ones its code may read. */
const ALLOWED_HEADERS = [
  'Content-Type',
  'Authorization',
  'bsa-token',
  'bsa-app-name',
  'cmsArea',
  'Idempotency-Key',
]
const EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id', 'ETag', 'Content-Disposition']

/**
 * The origin the client addressed: scheme and host, from X-Forwarded-Proto and X-Forwarded-Host
 * when a trusted proxy sent them (it ended TLS), else from the request itself.
 */
function requestOrigin(c: Context, proxies: TrustedProxies): string | undefined {
  const trusted = fromTrustedProxy(c, proxies)
  const first = (name: string) =>
    trusted ? c.req.header(name)?.split(',')[0]?.trim() || undefined : undefined
  const url = new URL(c.req.url)
  const scheme = first('x-forwarded-proto')?.toLowerCase() ?? url.protocol.slice(0, -1)
  const host = first('x-forwarded-host') ?? c.req.header('host') ?? url.host
  if (scheme !== 'http' && scheme !== 'https') return undefined
  return serialisedOrigin(`${scheme}://${host}`)
}

/**
 * `text` as a browser serialises an origin (lower-case scheme and host, no default port, no
 * path, no user), or undefined when it is not one. An Origin header that is not already in this
 * form is no browser's and matches nothing.
 */
function serialisedOrigin(text: string): string | undefined {
  try {
    const url = new URL(text)
    if (url.username !== '' || url.password !== '' || url.origin === 'null') return undefined
    return url.origin
  } catch {
    return undefined
  }
}

export type CorsOptions = {
  /** Origins other than the site's own that may call the API (CORS_ORIGINS). */
  allowedOrigins: readonly string[]
  /** X-Forwarded-Host and X-Forwarded-Proto are believed only from these. */
  trustedProxies: TrustedProxies
  /** The site's public origin (SITE_URL), allowed as the site's own. */
  siteOrigin?: () => string
}

/**
 * CORS for an allowlist: the site's own origin and `allowedOrigins`, each compared whole (scheme,
 * host and port): `http://` is not `https://`, and no prefix or part of a name matches. The site's
 * own origin is SITE_URL, or the scheme and host this request was addressed to. A browser on any
 * other origin gets no Access-Control-Allow-Origin, and its state-changing requests get 403
 * (simple POSTs would otherwise reach the handler even though the browser hides the answer).
 */
export function corsAllowlist({
  allowedOrigins,
  trustedProxies,
  siteOrigin,
}: CorsOptions): MiddlewareHandler {
  const allowed = new Set(
    allowedOrigins
      .map((origin) => serialisedOrigin(origin))
      .filter((origin) => origin !== undefined),
  )
  const isAllowed = (origin: string, c: Context) =>
    serialisedOrigin(origin) === origin &&
    (allowed.has(origin) ||
      (siteOrigin !== undefined && origin === serialisedOrigin(siteOrigin())) ||
      origin === requestOrigin(c, trustedProxies))

  const corsHeaders = cors({
    origin: (origin, c) => (isAllowed(origin, c) ? origin : null),
    allowMethods: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    allowHeaders: ALLOWED_HEADERS,
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  })

  return async (c, next) => {
    const origin = c.req.header('origin')
    // Without Origin there is no cross-origin browser request to answer. (Cacheable answers say
    // they vary by Origin themselves: see sendJson.)
    if (origin === undefined) return next()
    const safeMethod = c.req.method === 'GET' || c.req.method === 'HEAD'
    if (!safeMethod && !isAllowed(origin, c)) return c.json({ error: 'Origin not allowed' }, 403)
    const preflight = await corsHeaders(c, next)
    // Hono's cors appends `Origin` to a Vary the answer may already hold (sendJson's).
    if (preflight === undefined) withoutDuplicateVary(c.res.headers)
    return preflight
  }
}

/** Vary with each header named once (case-insensitively), in the order first named. */
export function withoutDuplicateVary(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === null) return
  const names = new Map<string, string>()
  for (const raw of vary.split(',')) {
    const name = raw.trim()
    if (name !== '' && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name)
  }
  const deduplicated = names.has('*') ? '*' : [...names.values()].join(', ')
  if (deduplicated !== vary) headers.set('Vary', deduplicated)
}
