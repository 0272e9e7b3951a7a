import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { RequestIdVariables } from 'hono/request-id'

/**
 * A client's (a proxy's) request id is kept only in this form: up to 64 letters, digits, '_',
 * '=' and '-', starting with a letter or digit. Nothing else reaches the logs or the answer's
 * X-Request-Id: no spaces, quotes or control characters, and no leading '=' or '-', which a
 * spreadsheet opening a log export reads as a formula.
 */
export const SAFE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9_=-]{0,63}$/

/** Sets `requestId` (and X-Request-Id on the answer): the client's when safe, else a new UUID. */
export function requestIds(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const sent = c.req.header('X-Request-Id')
    const id = sent !== undefined && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID()
    c.set('requestId', id)
    c.header('X-Request-Id', id)
    await next()
  }
}
