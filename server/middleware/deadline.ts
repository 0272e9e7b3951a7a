import type { Context, MiddlewareHandler } from 'hono'

/** A request that needs the database gets its answer, or this 503, within the deadline. */
export const DEFAULT_REQUEST_DEADLINE_MS = 5000
/** What a 503 asks the client to wait before it tries again. */
export const RETRY_AFTER_SECONDS = 5

export function unavailable(c: Context): Response {
  return c.json(
    {
      error:
        'The service is briefly unavailable: its database did not answer in time. Try again shortly.',
    },
    503,
    { 'Retry-After': String(RETRY_AFTER_SECONDS), 'Cache-Control': 'no-store' },
  )
}

/**
 * 408 for a request whose body had not all arrived by the deadline: the client was too slow, not
 * the database, so it is told to send again rather than to wait for the service. The connection
 * is closed: what is left of the body is not read.
 */
export function bodyTooSlow(c: Context, ms: number): Response {
  const seconds = Math.round(ms / 100) / 10
  const error = `The request body arrived too slowly: it was not complete within ${seconds} s. Send it again.`
  const headers = { 'Cache-Control': 'no-store', Connection: 'close' }
  return c.req.path.startsWith('/api/')
    ? c.json({ error }, 408, headers)
    : c.text(error, 408, headers)
}

/**
 * Whether the request's body has all arrived, kept up to date as the app reads it. A request
 * without a body has all of it. On the Node server the parser's own word (`incoming.complete`)
 * counts too, for a body the route never reads.
 */
function bodyArrival(c: Context): () => boolean {
  const raw = c.req.raw
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || raw.body === null) return () => true
  let read = false
  const tracked = raw.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      flush() {
        read = true
      },
    }),
  )
  c.req.raw = new Request(raw, { body: tracked, duplex: 'half' } as RequestInit)
  const incoming = (c.env as { incoming?: { complete?: boolean } } | undefined)?.incoming
  return () => read || incoming?.complete === true
}

/**
 * Answers 503 with Retry-After when the route has not answered within `ms`, or 408 when by then
 * the request's body is still arriving (a slow upload is the client's delay, and no database was
 * asked). The route's own work goes on until the database's own limits end it; its late answer
 * is dropped.
 */
export function requestDeadline(ms: number = DEFAULT_REQUEST_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    const bodyArrived = bodyArrival(c)
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolveLate) => {
      timer = setTimeout(() => resolveLate('late'), ms)
    })
    try {
      const first = await Promise.race([next().then(() => 'done' as const), late])
      if (first === 'late') c.res = bodyArrived() ? unavailable(c) : bodyTooSlow(c, ms)
    } finally {
      clearTimeout(timer)
    }
  }
}

/** Error codes that mean the database is out of reach or overloaded, not that the request is wrong. */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57014', // query_canceled (statement_timeout)
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08006',
  '25P03', // idle_in_transaction_session_timeout
])

const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|Client has encountered a connection error|connection timeout/i

/** Whether `error` (or any error in its cause chain) says the database could not be reached in time. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
