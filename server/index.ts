import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'

const port = Number(process.env.PORT ?? 3000)
const distDir = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)))

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`)
  process.exit(1)
}
if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'routes.json'))) {
  console.error(`No built site in ${distDir}: run "npm run build" first (or set DIST_DIR).`)
  process.exit(1)
}

const app = createApp({ distDir, logRequests: process.env.LOG_REQUESTS !== '0' })

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Mzansi Clearing is serving ${distDir} at http://localhost:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0))
  })
}
