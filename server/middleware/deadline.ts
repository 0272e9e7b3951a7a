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
 * Answers 503 with Retry-After when the route has not answered within `ms`. The route's own work
 * goes on until the database's own limits end it; its late answer is dropped.
 */
export function requestDeadline(ms: number = DEFAULT_REQUEST_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolveLate) => {
      timer = setTimeout(() => resolveLate('late'), ms)
    })
    try {
      const first = await Promise.race([next().then(() => 'done' as const), late])
      if (first === 'late') c.res = unavailable(c)
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
