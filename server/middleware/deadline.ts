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
 * A request's deadline as a route that writes sees it. A 503 says that nothing was stored, so a
 * write either commits before the deadline or not at all: the route calls `committing()` just
 * before its commit, which throws once the 503 has been answered (the write is then rolled
 * back), and otherwise makes the deadline wait for the route's own answer, which says what
 * became of the write.
 */
export type RequestDeadline = {
  /** Milliseconds left before the 503 (0 once it has been answered). */
  remainingMs: () => number
  /** Throws DeadlinePassedError once the 503 has been answered; else the deadline waits. */
  committing: () => void
}

/** A write stopped before its commit because the request was answered 503 at its deadline. */
export class DeadlinePassedError extends Error {
  constructor() {
    super('The request deadline passed before the write committed: it was rolled back')
    this.name = 'DeadlinePassedError'
  }
}

/**
 * A write whose commit was sent and never confirmed (the database stopped answering during it):
 * it may or may not be stored, so it is not answered 503, which says that it is not.
 */
export class UnconfirmedWriteError extends Error {
  constructor(cause: unknown) {
    super('The database did not confirm a commit: the write may or may not be stored', { cause })
    this.name = 'UnconfirmedWriteError'
  }
}

const DEADLINE = 'requestDeadline'

/** The deadline requestDeadline() set for this request, if it runs in front of the route. */
export function deadlineOf(c: Context): RequestDeadline | undefined {
  return (c.get as (key: string) => unknown)(DEADLINE) as RequestDeadline | undefined
}

/**
 * Answers 503 with Retry-After when the route has not answered within `ms`, or 408 when by then
 * the request's body is still arriving (a slow upload is the client's delay, and no database was
 * asked). The route's own work goes on until the database's own limits end it; its late answer
 * is dropped, and a write it had not yet committed is not committed (RequestDeadline).
 */
export function requestDeadline(ms: number = DEFAULT_REQUEST_DEADLINE_MS): MiddlewareHandler {
  return async (c, next) => {
    const bodyArrived = bodyArrival(c)
    const endsAt = Date.now() + ms
    let answered = false
    let committing = false
    const deadline: RequestDeadline = {
      remainingMs: () => (answered ? 0 : Math.max(0, endsAt - Date.now())),
      committing: () => {
        if (answered) throw new DeadlinePassedError()
        committing = true
      },
    }
    ;(c.set as (key: string, value: unknown) => void)(DEADLINE, deadline)
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolveLate) => {
      timer = setTimeout(() => {
        // A commit under way is waited for: its outcome is the answer.
        if (committing) return
        answered = true
        resolveLate('late')
      }, ms)
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

/**
 * Whether `error` (or any error in its cause chain) says the database could not be reached in
 * time. A write stopped at the deadline counts; a commit never confirmed does not (its 503 would
 * say that nothing was stored).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (current instanceof UnconfirmedWriteError) return false
    if (current instanceof DeadlinePassedError) return true
    const { code, message } = current as { code?: unknown; message?: unknown }
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
