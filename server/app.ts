import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { compress } from 'hono/compress'
import { requestId, type RequestIdVariables } from 'hono/request-id'
import { requireClientHeaders } from './middleware/client-headers.ts'
import { clientAddress } from './middleware/client-address.ts'
import { corsAllowlist, parseOrigins } from './middleware/cors.ts'
import { errorHandler, type ErrorLogger } from './middleware/errors.ts'
import { FixedWindowLimiter, rateLimit, type RateLimitRule } from './middleware/rate-limit.ts'
import { requestLog, writeJsonLine, type LogWriter } from './middleware/request-log.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { apiRegistry } from './openapi.ts'
import { siteHandler } from './static.ts'

export const API_BASE = '/api/public/v2'
/** JSON bodies are small: a contact message is at most 2000 characters. */
export const BODY_LIMIT_BYTES = 16 * 1024

export type RateLimits = {
  /** Every API request, per client address. */
  reads: RateLimitRule
  /** POST /Contact, per client address. */
  contact: RateLimitRule
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  reads: { limit: 600, windowMs: 60_000 },
  contact: { limit: 5, windowMs: 60 * 60_000 },
}

export type AppOptions = {
  /** The built site to serve; left out, the app answers only its API. */
  distDir?: string
  /** One JSON line per request: true writes to stdout, a function receives the lines (tests). */
  logRequests?: boolean | LogWriter
  /** Where unexpected errors are logged (stderr by default). */
  logError?: ErrorLogger
  /** Origins besides the site's own that may call the API. Default: CORS_ORIGINS. */
  corsOrigins?: readonly string[]
  /** Take the client address from X-Forwarded-For. Default: TRUST_PROXY=1. */
  trustProxy?: boolean
  rateLimits?: Partial<RateLimits>
}

export type AppEnv = { Variables: RequestIdVariables }

/** A rule from the environment, e.g. RATE_LIMIT_READS=600/60 (requests per seconds). */
function ruleFromEnv(value: string | undefined): RateLimitRule | undefined {
  const match = value?.match(/^(\d+)\/(\d+)$/)
  if (!match) return undefined
  return { limit: Number(match[1]), windowMs: Number(match[2]) * 1000 }
}

export function createApp(options: AppOptions = {}) {
  const {
    distDir,
    logRequests = false,
    logError,
    corsOrigins = parseOrigins(process.env.CORS_ORIGINS),
    trustProxy = process.env.TRUST_PROXY === '1',
  } = options
  const rules: RateLimits = {
    reads:
      options.rateLimits?.reads ??
      ruleFromEnv(process.env.RATE_LIMIT_READS) ??
      DEFAULT_RATE_LIMITS.reads,
    contact:
      options.rateLimits?.contact ??
      ruleFromEnv(process.env.RATE_LIMIT_CONTACT) ??
      DEFAULT_RATE_LIMITS.contact,
  }
  const limiters = {
    reads: new FixedWindowLimiter(rules.reads),
    contact: new FixedWindowLimiter(rules.contact),
  }
  const byAddress = (c: Parameters<typeof clientAddress>[0]) => clientAddress(c, trustProxy)

  const app = new Hono<AppEnv>()

  app.use(requestId())
  if (logRequests) app.use(requestLog(logRequests === true ? writeJsonLine : logRequests))
  app.use(securityHeaders())
  app.use(compress())

  app.get('/health', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }))

  app.use('/api/*', corsAllowlist({ allowedOrigins: corsOrigins, trustProxy }))
  app.use('/api/*', rateLimit(limiters.reads, byAddress))
  app.use(
    '/api/*',
    bodyLimit({
      maxSize: BODY_LIMIT_BYTES,
      onError: (c) => c.json({ error: `Request body larger than ${BODY_LIMIT_BYTES} bytes` }, 413),
    }),
  )
  const checkClientHeaders = requireClientHeaders()
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (c.req.method === 'OPTIONS' || isExemptFromClientHeaders(c.req.method, c.req.path)) {
      return next()
    }
    return checkClientHeaders(c, next)
  })

  app.get(`${API_BASE}/openapi.json`, (c) =>
    c.json(apiRegistry.document(API_BASE), 200, { 'Cache-Control': 'public, max-age=300' }),
  )

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  if (distDir !== undefined) app.get('*', siteHandler({ distDir }))

  app.onError(errorHandler(logError))

  return app
}

/**
 * Paths a browser opens without our headers: file downloads from plain links and the badge
 * image in an <img>. Admin routes have their own bearer token and check it themselves.
 */
export function isExemptFromClientHeaders(method: string, path: string): boolean {
  const sub = path.slice(API_BASE.length)
  if (sub === '/openapi.json' || sub.startsWith('/admin/') || sub === '/admin') return true
  const read = method === 'GET' || method === 'HEAD'
  return read && (sub.startsWith('/filehandler/') || sub === '/PciBadge/image')
}
