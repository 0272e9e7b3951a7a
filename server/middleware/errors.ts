import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { RequestIdVariables } from 'hono/request-id'

export type ErrorLogger = (entry: ErrorEntry) => void

/** What an error line says: its cause, never the request's data. */
export type ErrorEntry = {
  requestId: string
  method: string
  path: string
  /** The error's class (DrizzleQueryError, DatabaseError, TypeError, ...). */
  errorClass: string
  /** A Postgres SQLSTATE (22021) or a Node error code (ECONNREFUSED, ENOSPC), if any. */
  code?: string
  /** The innermost cause's class and message, with quoted values left out. */
  cause: string
  /** For a failed query: its SQL with placeholders, never its parameters. */
  query?: string
  /** Stack frames only (the message line can hold a query's parameters). */
  stack?: string
}

/** Quoted literals in database messages can be the input itself: `for type uuid: "…"`. */
const redactQuoted = (message: string) =>
  message.replace(/"[^"]*"/g, '"…"').replace(/'[^']*'/g, "'…'")

/**
 * The log entry of an error without personal data: a drizzle query error's message holds every
 * parameter ("params: name,email,message"), so only its SQL text (placeholders) is kept, and the
 * cause chain gives the class and code.
 */
export function describeError(error: unknown): Omit<ErrorEntry, 'requestId' | 'method' | 'path'> {
  const chain: unknown[] = []
  for (let current = error; current !== undefined && current !== null && chain.length < 6;) {
    chain.push(current)
    current = (current as { cause?: unknown }).cause
  }
  const innermost = chain.at(-1)
  const code = chain
    .map((item) => (item as { code?: unknown }).code)
    .find((value): value is string => typeof value === 'string' || typeof value === 'number')
  const className = (item: unknown) => (item instanceof Error ? item.constructor.name : typeof item)
  const queryError = chain.find(
    (item) => typeof (item as { query?: unknown }).query === 'string',
  ) as { query: string } | undefined
  const innerMessage =
    innermost instanceof Error
      ? (queryError as unknown) === innermost
        ? 'query failed'
        : redactQuoted(innermost.message.split('\n')[0] ?? '')
      : String(innermost)
  const stack = error instanceof Error ? error.stack : undefined
  return {
    errorClass: className(error),
    ...(code !== undefined ? { code: String(code) } : {}),
    cause: `${className(innermost)}: ${innerMessage}`.slice(0, 300),
    ...(queryError ? { query: queryError.query.slice(0, 200) } : {}),
    ...(stack
      ? {
          stack: stack
            .split('\n')
            .filter((line) => line.startsWith('    at '))
            .join('\n'),
        }
      : {}),
  }
}

export const logErrorToStderr: ErrorLogger = (entry) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...entry })}\n`,
  )
}

/**
 * A failure outside a request's own answer (a server render, a content read a render made) as one
 * JSON line on stderr: `message` and `extra` say where, describeError the cause, so neither a
 * query's parameters nor what a visitor typed are written.
 */
export function logProblem(
  message: string,
  error?: unknown,
  extra: Record<string, string> = {},
): void {
  process.stderr.write(
    `${JSON.stringify({
      time: new Date().toISOString(),
      level: 'error',
      message,
      ...extra,
      ...(error === undefined ? {} : describeError(error)),
    })}\n`,
  )
}

const isApi = (c: Context) =>
  c.req.path.startsWith('/api/') || c.req.path === '/api' || c.req.path.startsWith('/filehandler/')

/**
 * Answers errors without ever leaking a stack or a message from inside the server: an expected
 * HTTPException keeps its status and short message; anything else is a 500 with the request id,
 * and the details go only to the server's log.
 */
export function errorHandler(log: ErrorLogger = logErrorToStderr): ErrorHandler<{
  Variables: RequestIdVariables
}> {
  return (error, c) => {
    const requestId = c.get('requestId')
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message || 'Bad request'
      return isApi(c) ? c.json({ error: message }, error.status) : c.text(message, error.status)
    }
    log({ requestId, method: c.req.method, path: c.req.path, ...describeError(error) })
    if (isApi(c)) return c.json({ error: 'Internal server error', requestId }, 500)
    return c.text(`Internal server error (request ${requestId})`, 500)
  }
}
