import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { logger } from 'hono/logger'
import { requestId, type RequestIdVariables } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { siteHandler } from './static.ts'

export type AppOptions = {
  /** The built site to serve; left out, the app answers only its API. */
  distDir?: string
  /** Print one line per request (the server does; tests do not). */
  logRequests?: boolean
}

export type AppEnv = { Variables: RequestIdVariables }

export function createApp({ distDir, logRequests = false }: AppOptions = {}) {
  const app = new Hono<AppEnv>()

  app.use(requestId())
  if (logRequests) app.use(logger())
  // No Content-Security-Policy yet: index.html's inline theme script would need a hash first.
  app.use(secureHeaders())
  app.use(compress())

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  if (distDir !== undefined) app.get('*', siteHandler({ distDir }))

  app.onError((error, c) => {
    console.error(`[${c.get('requestId')}]`, error)
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Internal server error' }, 500)
    return c.text('Internal server error', 500)
  })

  return app
}
