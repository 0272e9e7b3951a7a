/**
 * npm run bench:api — requests per second and p99 latency of the server, side by side, on each
 * database engine, against the targets of issue 14.
 *
 * The server runs in a child process (createApp over the built site in DIST_DIR, default dist/, on
 * a free loopback port, loaded from CONTENT_DIR, default the real content/): first on a throwaway
 * PGlite folder, then, when DATABASE_URL is set, on a throwaway `bench_<random>` database created
 * on that server and dropped afterwards. This process sends the requests and prints a
 * Markdown table per engine, the server's peak RSS (VmHWM), and the targets with pass or fail.
 * The load comes from wrk when it is installed (see measureWithWrk()), else from Node's HTTP
 * client (see measure()); BENCH_CLIENT=node forces the latter. The machine may be busy with other work,
 * so the targets take turns: BENCH_ROUNDS rounds (default 5) of one second each, and each figure is
 * the median over its rounds. BENCH_CONNECTIONS (default 10) sets the concurrency; BENCH_ENGINES
 * (`pglite,postgres`) narrows the engines. Build first (`npm run build`): the bench serves dist/.
 */
import { fork, spawnSync, type ChildProcess } from 'node:child_process'
import http from 'node:http'
import { randomBytes, randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

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
const DIST_DIR = resolve(process.env.DIST_DIR ?? fileURLToPath(new URL('../dist', import.meta.url)))
const CONTENT_DIR = resolve(
  process.env.CONTENT_DIR || fileURLToPath(new URL('../content', import.meta.url)),
)

/** The targets of issue 14. */
const TARGETS = { scriptShareOfHealth: 0.8, uncachedSearchP99Ms: 100, pgliteRssMb: 512 }

type Engine = 'pglite' | 'postgres'
type Ready = { port: number; notificationId: string | null; loadedRssMb: number }

/** The child: open a fresh database, load the content, serve the site and API until told to stop. */
async function serveApi(): Promise<void> {
  const { serve } = await import('@hono/node-server')
  const { createApp } = await import('../server/app.ts')
  const { syncContent } = await import('../server/content/index.ts')
  const { maintenanceTimeouts, migrate, openDatabase } = await import('../server/db/client.ts')
  const { notifications } = await import('../server/db/schema.ts')

  const databaseUrl = process.env.BENCH_DATABASE_URL
  const dataDir = databaseUrl ? undefined : mkdtempSync(join(tmpdir(), 'mzansi-bench-'))
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir })
  // As the server does: on Postgres the load gets a connection with the long limits.
  const loader = databaseUrl
    ? await openDatabase({ databaseUrl, poolSize: 1, timeouts: maintenanceTimeouts })
    : database
  await migrate(loader.db)
  const sync = await syncContent(loader.db, CONTENT_DIR)
  if (loader !== database) await loader.close()
  if (sync.errors.length > 0) console.error(`bench: ${sync.errors.length} content files rejected`)
  const [notification] = await database.db.select({ id: notifications.id }).from(notifications)

  const app = createApp({
    distDir: DIST_DIR,
    db: database.db,
    contentDir: CONTENT_DIR,
    adminToken: ADMIN_TOKEN,
    // One address sends every request here: lift the per-address limit for the run.
    rateLimits: { reads: { limit: Number.MAX_SAFE_INTEGER, windowMs: 60_000 } },
  })
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
    process.send?.({
      port: info.port,
      notificationId: notification?.id ?? null,
      loadedRssMb: peakRssMb(process.pid),
    } satisfies Ready)
  })
  process.on('disconnect', () => {
    server.close()
    void database.close().finally(() => {
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      process.exit(0)
    })
  })
}

/** A process's peak resident set so far (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kilobytes = Number(/^VmHWM:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN)
  return Math.round(kilobytes / 1024)
}

type Target = {
  name: string
  path: string
  headers?: Record<string, string>
  /** A new path for each request (a random browser id, a search the cache has not seen). */
  pathPerRequest?: () => string
}

type Row = { name: string; requestsPerSecond: number; p99: number; errors: number }

type Round = { requestsPerSecond: number; p99: number; errors: number }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!

/**
 * Sends `target` from `connections` keep-alive connections for `durationMs`, each waiting for its
 * answer before the next. Node's own HTTP client (llhttp, in C): autocannon parses answers in
 * JavaScript and, on this kind of machine, tops out near 60 MB/s even against a bare Node server
 * (about 3,500 req/s for a 16 KB script), so it measured itself rather than the server.
 */
async function measure(
  port: number,
  target: Target,
  connections: number,
  durationMs = 1000,
): Promise<Round> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const headers = { ...CLIENT_HEADERS, ...target.headers }
  const latencies: number[] = []
  let errors = 0
  const send = (path: string) =>
    new Promise<void>((done) => {
      const started = performance.now()
      const request = http.get({ host: '127.0.0.1', port, path, agent, headers }, (response) => {
        const status = response.statusCode ?? 0
        response.resume()
        response.on('end', () => {
          if (status < 200 || status > 299) errors++
          latencies.push(performance.now() - started)
          done()
        })
        response.on('error', () => {
          errors++
          done()
        })
      })
      request.setTimeout(10_000, () => request.destroy())
      request.on('error', () => {
        errors++
        done()
      })
    })
  const started = performance.now()
  const end = started + durationMs
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await send(target.pathPerRequest?.() ?? target.path)
    }),
  )
  const elapsedSeconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const p99 = latencies[Math.max(0, Math.ceil(latencies.length * 0.99) - 1)] ?? Number.NaN
  return {
    requestsPerSecond: latencies.length / elapsedSeconds,
    p99: Math.round(p99 * 10) / 10,
    errors,
  }
}

/** wrk (Debian's `wrk`, in C) when it is installed and BENCH_CLIENT is not `node`. */
function findWrk(): string | undefined {
  if (process.env.BENCH_CLIENT === 'node') return undefined
  const found = spawnSync('wrk', ['--version'], { encoding: 'utf8' })
  return found.error ? undefined : 'wrk'
}

const luaString = (value: string) => JSON.stringify(value)

/** How many distinct paths a wrk round cycles through for a target that wants a new one each time. */
const WRK_PATHS = 20_000

/**
 * The same measurement with wrk: one client thread, `connections` keep-alive connections, each
 * waiting for its answer. Node's client parses every answer on this process's one core, so for a
 * 16 KB script it measures itself (a bare Node server sending the script from memory reached 0.6 of
 * its /health with it, 0.82 with wrk); wrk leaves the other core to the server.
 */
function measureWithWrk(
  wrk: string,
  port: number,
  target: Target,
  connections: number,
  durationMs = 1000,
): Round {
  const folder = mkdtempSync(join(tmpdir(), 'mzansi-wrk-'))
  try {
    const headers = { ...CLIENT_HEADERS, ...target.headers }
    const paths = target.pathPerRequest
      ? Array.from({ length: WRK_PATHS }, () => target.pathPerRequest!())
      : [target.path]
    const script = join(folder, 'target.lua')
    writeFileSync(
      script,
      [
        `local headers = {${Object.entries(headers)
          .map(([name, value]) => `[${luaString(name)}] = ${luaString(value)}`)
          .join(', ')}}`,
        `local paths = {${paths.map(luaString).join(',\n')}}`,
        'local next_path = 0',
        'request = function()',
        '  next_path = next_path % #paths + 1',
        "  return wrk.format('GET', paths[next_path], headers)",
        'end',
      ].join('\n'),
    )
    const run = spawnSync(
      wrk,
      [
        '-t1',
        `-c${connections}`,
        `-d${Math.max(1, Math.round(durationMs / 1000))}s`,
        '--timeout',
        '10s',
        '--latency',
        '-s',
        script,
        `http://127.0.0.1:${port}`,
      ],
      { encoding: 'utf8' },
    )
    if (run.status !== 0) throw new Error(`wrk failed: ${run.stderr || run.stdout}`)
    const out = run.stdout
    const requestsPerSecond = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN)
    const p99Match = /^\s*99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out)
    const unit = { us: 0.001, ms: 1, s: 1000 } as const
    const p99 = p99Match ? Number(p99Match[1]) * unit[p99Match[2] as keyof typeof unit] : NaN
    const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0)
    const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
    const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
    return { requestsPerSecond, p99: Math.round(p99 * 10) / 10, errors: non2xx + socketErrors }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}

function startChild(databaseUrl?: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      LOG_REQUESTS: '0',
      BENCH_ADMIN_TOKEN: ADMIN_TOKEN,
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolveReady, reject) => {
    child.once('message', (ready) => resolveReady({ child, ready: ready as Ready }))
    child.once('exit', (code) => reject(new Error(`The server process exited early (${code})`)))
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolveStopped) => {
    if (child.exitCode !== null) return resolveStopped()
    child.once('exit', () => resolveStopped())
    child.disconnect()
  })
}

/** The entry script index.html loads: a hashed file under /assets/, as browsers fetch it. */
function hashedScript(): string {
  const html = readFileSync(join(DIST_DIR, 'index.html'), 'utf8')
  // The app loader's data block names it (scripts/app-loader-plugin.ts).
  const src = /"entry":"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  if (!src) throw new Error(`${DIST_DIR}/index.html loads no script from /assets/`)
  if (!existsSync(join(DIST_DIR, `${src}.br`))) {
    throw new Error(`${src} has no .br copy in ${DIST_DIR}: run "npm run build" again`)
  }
  return src
}

/** Short terms that match many branches, so each search has real work; pages and sizes vary. */
const SEARCH_TERMS = [
  'ab',
  'an',
  'ar',
  'ba',
  'be',
  'bl',
  'ca',
  'ce',
  'du',
  'ea',
  'el',
  'ga',
  'ha',
  'jo',
  'ki',
  'la',
  'le',
  'ma',
  'mi',
  'mo',
  'ne',
  'no',
  'po',
  'pr',
  'ra',
  'ri',
  'ro',
  'sa',
  'st',
  'to',
  'we',
  'abs',
  'ank',
  'ban',
  'cap',
  'dur',
  'fnb',
  'ned',
  'nor',
  'pre',
  'ran',
  'san',
  'ton',
  'wes',
]
const uncachedSearch = () =>
  `${API}/Branches?q=${pick(SEARCH_TERMS)}&page=${1 + Math.floor(Math.random() * 20)}` +
  `&pageSize=${10 + Math.floor(Math.random() * 41)}`

const UNCACHED_SEARCH = 'branch search, uncached (random term and page)'
const SCRIPT = 'hashed script (`br`)'

type EngineResult = { engine: Engine; rows: Row[]; loadedRssMb: number; peakRssMb: number }

async function benchEngine(
  engine: Engine,
  wrk: string | undefined,
  databaseUrl?: string,
): Promise<EngineResult> {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
  const script = hashedScript()
  console.error(`bench: starting the server on ${engine}…`)
  const { child, ready } = await startChild(databaseUrl)
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
      { name: SCRIPT, path: script, headers: { 'Accept-Encoding': 'br' } },
      { name: 'home page `/` (prerendered)', path: '/' },
      {
        name: 'blog list (page 1 of 10)',
        path: `${API}/PublicBlogs/landing?pageNumber=1&pageSize=10`,
      },
      { name: 'branch search, cached (`q=pretoria`)', path: `${API}/Branches?q=pretoria&page=1` },
      { name: UNCACHED_SEARCH, path: uncachedSearch(), pathPerRequest: uncachedSearch },
      {
        name: `notification lookup (random cookie${ready.notificationId ? ', one active' : ''})`,
        path: lookup(),
        pathPerRequest: lookup,
      },
    ]
    // Warm up (and fill the cache) before measuring; say what each target answers.
    const warmUp: string[] = []
    for (const target of targets) {
      const response = await fetch(`${base}${target.path}`, {
        headers: { ...CLIENT_HEADERS, ...target.headers },
      })
      await response.arrayBuffer()
      const encoding = response.headers.get('content-encoding') ?? 'identity'
      warmUp.push(`${target.name}: ${response.status} ${encoding}`)
    }
    const measured = targets.map((): Round[] => [])
    for (let round = 0; round < rounds; round++) {
      for (const [index, target] of targets.entries()) {
        measured[index]!.push(
          wrk
            ? measureWithWrk(wrk, ready.port, target, connections)
            : await measure(ready.port, target, connections),
        )
      }
    }
    const rows: Row[] = targets.map((target, index) => ({
      name: target.name,
      requestsPerSecond: median(measured[index]!.map((r) => r.requestsPerSecond)),
      p99: median(measured[index]!.map((r) => r.p99)),
      errors: measured[index]!.reduce((sum, r) => sum + r.errors, 0),
    }))
    const result = {
      engine,
      rows,
      loadedRssMb: ready.loadedRssMb,
      peakRssMb: peakRssMb(child.pid!),
    }
    const health = rows[0]!.requestsPerSecond
    console.log(`\n### ${engine}\n`)
    console.log(`Answers: ${warmUp.join('; ')}\n`)
    console.log('| Target | Requests/s | p99 ms | vs /health | Errors + non-2xx |')
    console.log('|---|---:|---:|---:|---:|')
    for (const row of rows) {
      const share = (row.requestsPerSecond / health).toFixed(2)
      console.log(
        `| ${row.name} | ${Math.round(row.requestsPerSecond)} | ${row.p99} | ${share} | ${row.errors} |`,
      )
    }
    console.log(
      `\nServer peak RSS (VmHWM): ${result.loadedRssMb} MB after loading the content, ` +
        `${result.peakRssMb} MB at the end.`,
    )
    return result
  } finally {
    await stopChild(child)
  }
}

/** A throwaway database on DATABASE_URL's server, dropped (with its connections) afterwards. */
async function withBenchDatabase<T>(serverUrl: string, run: (url: string) => Promise<T>) {
  const name = `bench_${randomBytes(6).toString('hex')}`
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`create database "${name}"`)
  try {
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return await run(url.toString())
  } finally {
    await admin(`drop database if exists "${name}" with (force)`)
  }
}

function printTargets(results: EngineResult[]): void {
  const checks: { target: string; measured: string; pass: boolean }[] = []
  for (const { engine, rows, peakRssMb: peak } of results) {
    const health = rows.find((row) => row.name === '`/health`')!.requestsPerSecond
    const script = rows.find((row) => row.name === SCRIPT)!
    const share = script.requestsPerSecond / health
    checks.push({
      target: `${engine}: hashed script ≥ ${TARGETS.scriptShareOfHealth} of /health`,
      measured: share.toFixed(2),
      pass: share >= TARGETS.scriptShareOfHealth,
    })
    const search = rows.find((row) => row.name === UNCACHED_SEARCH)!
    checks.push({
      target: `${engine}: uncached branch search p99 ≤ ${TARGETS.uncachedSearchP99Ms} ms`,
      measured: `${search.p99} ms`,
      pass: search.p99 <= TARGETS.uncachedSearchP99Ms && search.errors === 0,
    })
    if (engine === 'pglite') {
      checks.push({
        target: `pglite: peak RSS ≤ ${TARGETS.pgliteRssMb} MB`,
        measured: `${peak} MB`,
        pass: peak <= TARGETS.pgliteRssMb,
      })
    }
  }
  console.log('\n### Targets\n')
  console.log('| Target | Measured | Result |')
  console.log('|---|---:|---|')
  for (const check of checks) {
    console.log(`| ${check.target} | ${check.measured} | ${check.pass ? 'pass' : '**FAIL**'} |`)
  }
}

async function bench(): Promise<void> {
  if (!existsSync(join(DIST_DIR, 'index.html')) || !existsSync(join(DIST_DIR, 'assets'))) {
    console.error(`No built site in ${DIST_DIR}: run "npm run build" first (or set DIST_DIR).`)
    process.exit(1)
  }
  const serverUrl = process.env.DATABASE_URL?.trim() || undefined
  const wanted = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',')
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5)
  const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
  const wrk = findWrk()
  console.log(
    `\n${rounds} rounds of 1 s per target (medians), ${connections} connections, loopback, ` +
      `Node ${process.version}, content from ${CONTENT_DIR}, ` +
      (wrk ? 'load from wrk (one thread)' : "load from Node's HTTP client"),
  )
  if (!wrk && process.env.BENCH_CLIENT !== 'node') {
    console.log(
      "\nwrk is not installed (Debian: apt-get install wrk): Node's client measures itself on " +
        'large answers, so the script share of /health reads low.',
    )
  }
  const results: EngineResult[] = []
  if (wanted.includes('pglite')) results.push(await benchEngine('pglite', wrk))
  if (wanted.includes('postgres')) {
    if (serverUrl) {
      results.push(await withBenchDatabase(serverUrl, (url) => benchEngine('postgres', wrk, url)))
    } else {
      console.log(
        '\nPostgres: skipped (set DATABASE_URL to a server where a database may be created).',
      )
    }
  }
  printTargets(results)
}

if (process.argv.includes('--serve')) await serveApi()
else await bench()
