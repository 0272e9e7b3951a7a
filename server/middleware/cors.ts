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

/** The host the client addressed: X-Forwarded-Host from a trusted proxy, else Host. */
function requestHost(c: Context, proxies: TrustedProxies): string | undefined {
  const forwarded = fromTrustedProxy(c, proxies)
    ? c.req.header('x-forwarded-host')?.split(',')[0]?.trim()
    : undefined
  return forwarded || c.req.header('host') || new URL(c.req.url).host
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host
  } catch {
    return undefined
  }
}

export type CorsOptions = {
  /** Origins other than the site's own that may call the API (CORS_ORIGINS). */
  allowedOrigins: readonly string[]
  /** X-Forwarded-Host is believed only from these. */
  trustedProxies: TrustedProxies
}

/**
 * CORS for an allowlist: the site's own origin (same host) and `allowedOrigins`. A browser on any
 * other origin gets no Access-Control-Allow-Origin, and its state-changing requests get 403 (simple
 * POSTs would otherwise reach the handler even though the browser hides the answer).
 */
export function corsAllowlist({ allowedOrigins, trustedProxies }: CorsOptions): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((origin) => origin.replace(/\/+$/, '')))
  const isAllowed = (origin: string, c: Context) =>
    allowed.has(origin) || hostOf(origin) === requestHost(c, trustedProxies)

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
    return corsHeaders(c, next)
  }
}

/** CORS_ORIGINS: comma-separated origins, e.g. "https://www.example.co.za,https://cms.example.co.za". */
export function parseOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
}
