import type { Context, ErrorHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { RequestIdVariables } from 'hono/request-id'

export type ErrorLogger = (entry: {
  requestId: string
  method: string
  path: string
  error: string
  stack?: string
}) => void

const logToStderr: ErrorLogger = (entry) => {
  process.stderr.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', ...entry })}\n`,
  )
}

const isApi = (c: Context) =>
  c.req.path.startsWith('/api/') || c.req.path === '/api' || c.req.path.startsWith('/filehandler/')

/**
 * Answers errors without ever leaking a stack or a message from inside the server: an expected
 * HTTPException keeps its status and short message; anything else is a 500 with the request id,
 * and the details go only to the server's log.
 */
export function errorHandler(log: ErrorLogger = logToStderr): ErrorHandler<{
  Variables: RequestIdVariables
}> {
  return (error, c) => {
    const requestId = c.get('requestId')
    if (error instanceof HTTPException && error.status < 500) {
      const message = error.message || 'Bad request'
      return isApi(c) ? c.json({ error: message }, error.status) : c.text(message, error.status)
    }
    log({
      requestId,
      method: c.req.method,
      path: c.req.path,
      error: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    })
    if (isApi(c)) return c.json({ error: 'Internal server error', requestId }, 500)
    return c.text(`Internal server error (request ${requestId})`, 500)
  }
}
