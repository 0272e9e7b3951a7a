import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { formatIssue, syncContent } from './content/index.ts'
import { migrate, openDatabase } from './db/client.ts'

const port = Number(process.env.PORT ?? 3000)
const distDir = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)))
const contentDir = process.env.CONTENT_DIR || 'content'

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}".`)
  process.exit(1)
}
if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(distDir, 'routes.json'))) {
  console.error(`No built site in ${distDir}: run "npm run build" first (or set DIST_DIR).`)
  process.exit(1)
}

// DATABASE_URL (even set to '') picks Postgres only when it has a value; otherwise PGlite in DATA_DIR.
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR,
})
await migrate(database.db)

// A rejected content file is reported and skipped: the site still starts with everything else.
const sync = await syncContent(database.db, contentDir)
console.log(
  `Content from ${resolve(contentDir)} into ${database.driver} (${database.location}): ` +
    `${sync.loaded.length} loaded, ${sync.skipped.length} unchanged, ${sync.removed.length} removed, ` +
    `${sync.errors.length} rejected`,
)
for (const issue of sync.errors) {
  console.error(`Content rejected: ${formatIssue(issue, contentDir)}`)
}

const app = createApp({
  distDir,
  logRequests: process.env.LOG_REQUESTS !== '0',
  db: database.db,
  contentDir: resolve(contentDir),
})

const server = serve({ fetch: app.fetch, port }, (info) => {
  console.log(`Mzansi Clearing is serving ${distDir} at http://localhost:${info.port}`)
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    // Keep-alive connections would hold close() open; give them 5 s.
    setTimeout(() => process.exit(0), 5000).unref()
    server.close(() => {
      // PGlite flushes its files on close; the pool ends its connections.
      database.close().finally(() => process.exit(0))
    })
  })
}
