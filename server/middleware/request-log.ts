import type { MiddlewareHandler } from 'hono'
import type { RequestIdVariables } from 'hono/request-id'

export type LogLine = {
  time: string
  level: 'info' | 'warn' | 'error'
  requestId: string
  method: string
  /** The path only: query strings can hold personal data (a browser id, a search term). */
  path: string
  status: number
  ms: number
}

export type LogWriter = (line: LogLine) => void

export const writeJsonLine: LogWriter = (line) => {
  process.stdout.write(`${JSON.stringify(line)}\n`)
}

/** One structured JSON line per request, written after the answer is ready. No bodies, no queries. */
export function requestLog(write: LogWriter = writeJsonLine): MiddlewareHandler<{
  Variables: RequestIdVariables
}> {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const status = c.res.status
    write({
      time: new Date().toISOString(),
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    })
  }
}
