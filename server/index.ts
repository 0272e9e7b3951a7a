import { existsSync } from 'node:fs'
import { createServer, type Server, type ServerOptions, type ServerResponse } from 'node:http'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import { readConfig, type ServerConfig } from './config.ts'
import { formatIssue, syncContent } from './content/index.ts'
import { healthFirst } from './health-first.ts'
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './http-timeouts.ts'
import { controlSocketPath, startSyncControl, type SyncControl } from './content/sync-control.ts'
import { announceContentChanges, listenForContentChanges } from './db/change-feed.ts'
import { maintenanceTimeouts, migrate, openDatabase, type OpenedDatabase } from './db/client.ts'
import { DataDirInUseError, DataDirUnusableError } from './db/data-dir-lock.ts'
import { INDEXING_FILE } from './site-indexing.ts'
import { startFailureMessage } from './start-failure.ts'
import { localSiteUrl } from './site-url.ts'

/** On SIGTERM, requests under way get this long to finish. */
const DRAIN_MS = 10_000

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

// The environment is read here, once: a bad value stops the server before it opens anything.
let config: ServerConfig
try {
  config = readConfig()
} catch (error) {
  fail((error as Error).message)
}
const { port, host, distDir, contentDir, databaseUrl } = config

if (
  !['index.html', 'routes.json', INDEXING_FILE].every((file) => existsSync(join(distDir, file)))
) {
  fail(`No built site in ${distDir}: run "npm run build" first (or set DIST_DIR).`)
}
// Unset, SITE_URL is this server's address, whose port is known once it listens (PORT=0).
let siteUrl = config.siteUrl ?? localSiteUrl(port)

/** Opens the database, or ends the process with a message that names the folder and the cause. */
async function open(options: Parameters<typeof openDatabase>[0]): Promise<OpenedDatabase> {
  try {
    return await openDatabase(options)
  } catch (error) {
    if (error instanceof DataDirInUseError || error instanceof DataDirUnusableError) {
      fail(error.message)
    }
    throw error
  }
}

/** Ends the process saying which step of the start failed and why, in one line. */
async function failAtStart(step: string, database: OpenedDatabase, error: unknown): Promise<never> {
  fail(await startFailureMessage(step, database, error))
}

async function syncAndReport(database: OpenedDatabase) {
  const sync = await syncContent(database.db, contentDir)
  console.log(
    `Content from ${contentDir} into ${database.driver} (${database.location}): ` +
      `${sync.loaded.length} loaded, ${sync.skipped.length} unchanged, ${sync.removed.length} removed, ` +
      `${sync.errors.length} rejected`,
  )
  for (const issue of sync.errors)
    console.error(`Content rejected: ${formatIssue(issue, contentDir)}`)
  return {
    ...sync,
    driver: database.driver,
    location: database.location,
    contentDir,
  }
}

// DATABASE_URL (even set to '') picks Postgres only when it has a value; otherwise PGlite in DATA_DIR.
const database = await open({
  databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.database.poolSize,
  timeouts: config.database.timeouts,
})
const stopAnnouncing = announceContentChanges(database.db)

if (databaseUrl) {
  // Migrations and the content load may write tens of thousands of rows: they get their own
  // connection with the longer limits, and the answering pool keeps its short ones.
  const maintenance = await open({ databaseUrl, poolSize: 1, timeouts: maintenanceTimeouts })
  const stopMaintenanceAnnouncing = announceContentChanges(maintenance.db)
  try {
    await migrate(maintenance.db).catch((error) =>
      failAtStart('Migrating the database', maintenance, error),
    )
    await syncAndReport(maintenance).catch((error) =>
      failAtStart(`Loading the content from ${contentDir}`, maintenance, error),
    )
  } finally {
    await stopMaintenanceAnnouncing()
    await maintenance.close()
  }
} else {
  await migrate(database.db).catch((error) =>
    failAtStart('Migrating the database', database, error),
  )
  await syncAndReport(database).catch((error) =>
    failAtStart(`Loading the content from ${contentDir}`, database, error),
  )
}

const changeListener = databaseUrl ? listenForContentChanges(databaseUrl) : undefined

// With a PGlite folder, `npm run content:sync` asks this process to load the content.
let control: SyncControl | undefined
if (database.lock) {
  control = await startSyncControl(controlSocketPath(database.location), {
    contentDir,
    sync: () => syncAndReport(database),
  })
  await database.lock.setControlSocket(control.path)
}

let createdApp: ReturnType<typeof createApp>
try {
  createdApp = createApp({
    distDir,
    logRequests: config.logRequests,
    db: database.db,
    contentDir,
    siteUrl: () => siteUrl,
    corsOrigins: config.corsOrigins,
    trustProxy: config.trustProxy,
    requestDeadlineMs: config.requestDeadlineMs,
    rateLimits: config.rateLimits,
    adminToken: config.adminToken,
    contactHashSalt: config.contactHashSalt,
  })
} catch (error) {
  // The built site or an option createApp checks again is unusable.
  await control?.close()
  await database.close()
  fail((error as Error).message)
}

const server = serve(
  {
    fetch: createdApp.fetch,
    port,
    ...(host ? { hostname: host } : {}),
    // A health check is answered before the requests read with it, and between any two others.
    createServer: ((options: ServerOptions, listener: Parameters<typeof healthFirst>[0]) =>
      createServer(options, healthFirst(listener))) as typeof createServer,
    serverOptions: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      requestTimeout: REQUEST_TIMEOUT_MS,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      // How often Node looks for connections past those limits (30 s by default).
      connectionsCheckingInterval: 1000,
    },
  },
  (info) => {
    const shown = host && host !== '0.0.0.0' && host !== '::' ? host : 'localhost'
    if (config.siteUrl === undefined) siteUrl = localSiteUrl(info.port)
    console.log(`Mzansi Clearing is serving ${distDir} at http://${shown}:${info.port}`)
  },
) as Server
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`Cannot listen on ${host ?? 'all interfaces'}:${port}: ${error.message}`)
  void shutdown(1)
})

let stopping = false
/** Answers not yet begun, so that a drain can have each close its connection. */
const answering = new Set<ServerResponse>()
server.on('request', (_request, response: ServerResponse) => {
  // During a drain, a request that arrives on a kept-alive connection is answered, and then
  // the connection closes (Connection: close): its client reconnects to another instance.
  if (stopping) response.shouldKeepAlive = false
  answering.add(response)
  response.once('close', () => {
    answering.delete(response)
    // A connection whose answer had begun before the drain is left idle: close it now.
    if (stopping) setImmediate(() => server.closeIdleConnections())
  })
})

/**
 * Stops accepting, closes idle connections at once, lets requests under way finish (at most
 * DRAIN_MS) with Connection: close, then closes the database: the process ends as soon as the
 * last of them has been answered.
 */
async function shutdown(code = 0) {
  if (stopping) return
  stopping = true
  for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false
  const drained = new Promise<void>((resolveDrained) => server.close(() => resolveDrained()))
  server.closeIdleConnections()
  const timer = setTimeout(() => server.closeAllConnections(), DRAIN_MS)
  await drained
  clearTimeout(timer)
  await stopAnnouncing()
  await changeListener?.close()
  await control?.close()
  // PGlite flushes its files on close and releases the folder; the pool ends its connections.
  await database.close()
  process.exit(code)
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void shutdown(0))
}
