/**
 * The whole site for the reports (accessibility, Lighthouse): the build in DIST_DIR (default
 * ./dist) and the content API on an in-memory PGlite loaded from content/, on a free loopback
 * port, in this process.
 */
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app.ts'
import { syncContent } from '../server/content/index.ts'
import { migrate, openDatabase } from '../server/db/client.ts'
import { E2E_ADMIN_TOKEN } from '../tests/e2e/admin-token.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

export type ReportServer = { baseURL: string; close: () => Promise<void> }

export async function startReportServer(): Promise<ReportServer> {
  const contentDir = join(root, 'content')
  const database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database.db)
  const sync = await syncContent(database.db, contentDir)
  if (sync.errors.length > 0) {
    throw new Error(`content/ has ${sync.errors.length} rejected files: run npm run content:sync`)
  }
  const app = createApp({
    distDir: process.env.DIST_DIR ?? join(root, 'dist'),
    db: database.db,
    contentDir,
    // The report previews notifications in its own browsers, as the e2e tests do.
    adminToken: E2E_ADMIN_TOKEN,
    // Every request of a report comes from this machine.
    rateLimits: { reads: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
  })
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) => {
        resolve({
          baseURL: `http://127.0.0.1:${info.port}`,
          close: async () => {
            server.close()
            await database.close()
          },
        })
      },
    )
  })
}
