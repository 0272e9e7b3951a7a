/**
 * npm run bench:api — requests per second and p99 latency of the content API, side by side.
 *
 * The server runs in a child process (the API only, on a free loopback port, with a throwaway
 * PGlite folder loaded from the real content/); this process drives it with autocannon, one
 * endpoint after another, and prints a Markdown table. The machine may be busy with other work, so
 * the endpoints take turns: BENCH_ROUNDS rounds (default 5) of one second each, and each figure is
 * the median over its rounds. BENCH_CONNECTIONS (default 10) sets the concurrency.
 */
import { fork, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

const API = '/api/public/v2'
/** Made by the bench process and handed to the server process through its environment. */
const ADMIN_TOKEN = process.env.BENCH_ADMIN_TOKEN ?? randomUUID()
/** What the site's requests carry, including the Accept-Encoding every browser sends. */
const CLIENT_HEADERS = {
  'Accept-Encoding': 'gzip, deflate, br',
  'bsa-token': 'public-website',
  'bsa-app-name': 'WEBSITE',
  cmsArea: 'CH',
  Authorization: 'Bearer public-website',
}

type Ready = { port: number; notificationId: string | null }

/** The child: open a fresh PGlite, load content/, serve the API until told to stop. */
async function serveApi(): Promise<void> {
  const { serve } = await import('@hono/node-server')
  const { createApp } = await import('../server/app.ts')
  const { syncContent } = await import('../server/content/index.ts')
  const { migrate, openDatabase } = await import('../server/db/client.ts')
  const { notifications } = await import('../server/db/schema.ts')

  const dataDir = mkdtempSync(join(tmpdir(), 'mzansi-bench-'))
  const contentDir = resolve(fileURLToPath(new URL('../content', import.meta.url)))
  const database = await openDatabase({ dataDir })
  await migrate(database.db)
  const sync = await syncContent(database.db, contentDir)
  if (sync.errors.length > 0) console.error(`bench: ${sync.errors.length} content files rejected`)
  const [notification] = await database.db.select({ id: notifications.id }).from(notifications)

  const app = createApp({
    db: database.db,
    contentDir,
    adminToken: ADMIN_TOKEN,
    // One address sends every request here: lift the per-address limit for the run.
    rateLimits: { reads: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send?.({ port: info.port, notificationId: notification?.id ?? null } satisfies Ready)
  })
  process.on('disconnect', () => {
    server.close()
    void database.close().finally(() => {
      rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
}

type Target = {
  name: string
  path: string
  /** A new path for each request (a random browser id). */
  pathPerRequest?: () => string
}

type Row = { name: string; requestsPerSecond: number; p99: number; errors: number }

type Round = { requestsPerSecond: number; p99: number; errors: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

async function measure(port: number, target: Target, connections: number): Promise<Round> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: 1,
    headers: CLIENT_HEADERS,
    requests: [
      {
        method: 'GET',
        path: target.path,
        ...(target.pathPerRequest
          ? {
              setupRequest: (request: autocannon.Request) => ({
                ...request,
                path: target.pathPerRequest!(),
              }),
            }
          : {}),
      },
    ],
  })
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

function startChild(): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, LOG_REQUESTS: '0', BENCH_ADMIN_TOKEN: ADMIN_TOKEN },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolveReady, reject) => {
    child.once('message', (ready) => resolveReady({ child, ready: ready as Ready }))
    child.once('exit', (code) => reject(new Error(`The API process exited early (${code})`)))
  })
}

async function bench(): Promise<void> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
  const { child, ready } = await startChild()
  try {
    const base = `http://127.0.0.1:${ready.port}`
    // An active notification, so each lookup also asks the database what this browser has read.
    if (ready.notificationId) {
      const published = await fetch(
        `${base}${API}/admin/notifications/${ready.notificationId}/publish`,
        { method: 'POST', headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } },
      )
      if (!published.ok) throw new Error(`Publishing a notification answered ${published.status}`)
    }
    const lookup = () => `${API}/Notifications/GetUserNotificationsCH?cookie=${randomUUID()}`
    const targets: Target[] = [
      { name: '`/health`', path: '/health' },
      {
        name: `notification lookup (random cookie${ready.notificationId ? ', one active' : ''})`,
        path: lookup(),
        pathPerRequest: lookup,
      },
      {
        name: 'blog landing (page 1 of 10)',
        path: `${API}/PublicBlogs/landing?pageNumber=1&pageSize=10`,
      },
      { name: 'branch search (`q=pretoria`)', path: `${API}/Branches?q=pretoria&page=1` },
    ]
    // Warm up (and fill the cache) before measuring; say what each endpoint answers.
    const warmUp: string[] = []
    for (const target of targets) {
      const response = await fetch(`${base}${target.path}`, { headers: CLIENT_HEADERS })
      await response.arrayBuffer()
      const encoding = response.headers.get('content-encoding') ?? 'identity'
      warmUp.push(`${target.name}: ${response.status} ${encoding}`)
    }
    const measured = targets.map((): Round[] => [])
    for (let round = 0; round < rounds; round++) {
      for (const [index, target] of targets.entries()) {
        measured[index]!.push(await measure(ready.port, target, connections))
      }
    }
    const rows: Row[] = targets.map((target, index) => ({
      name: target.name,
      requestsPerSecond: median(measured[index]!.map((r) => r.requestsPerSecond)),
      p99: median(measured[index]!.map((r) => r.p99)),
      errors: measured[index]!.reduce((sum, r) => sum + r.errors, 0),
    }))
    const health = rows[0]!.requestsPerSecond
    console.log(
      `\n${rounds} rounds of 1 s per endpoint (medians), ${connections} connections, loopback, Node ${process.version}\n`,
    )
    console.log(`Answers: ${warmUp.join('; ')}\n`)
    console.log('| Endpoint | Requests/s | p99 ms | vs /health | Errors + non-2xx |')
    console.log('|---|---:|---:|---:|---:|')
    for (const row of rows) {
      const share = `${Math.round((row.requestsPerSecond / health) * 100)} %`
      console.log(
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p99} | ${share} | ${row.errors} |`,
      )
    }
  } finally {
    child.disconnect()
  }
}

if (process.argv.includes('--serve')) await serveApi()
else await bench()
