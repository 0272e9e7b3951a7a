/**
 * npm run bench:render — what server-rendered pages cost and whether they starve the rest.
 *
 * The built server (`node dist-server/index.js`, build first) runs in a child process on a free
 * loopback port, on a throwaway PGlite folder and, when DATABASE_URL is set, on a throwaway
 * `bench_<random>` database of that server (dropped afterwards); BENCH_ENGINES=pglite,postgres
 * narrows them. Against each, three floods of `/branch-search?q=<a new term each time>`, each for
 * BENCH_SECONDS (15):
 *
 * - one address, 5 connections: what one client can take (its render budget answers 429 after);
 * - many addresses, 5 connections, each request from another `X-Forwarded-For` address
 *   (`TRUST_PROXY=127.0.0.1`), so no per-address limit holds them back: the cost of a new render;
 * - many addresses, 50 connections: more than the render threads can take (503 past the queue).
 *
 * For each it prints the server's CPU per rendered page (the process's CPU time over the flood,
 * worker threads included, divided by the 200s), renders a second, every status seen, `/health`
 * p50/p99 idle and during the flood (one probe every 20 ms, from a process of its own, as a load
 * balancer's check comes from elsewhere: in the flood's own event loop, its wait for a turn among
 * 50 connections' answers was counted as the server's), and how long the backlog took to
 * clear: from the flood's end until the process spent under 10% of a core for 100 ms. Then the
 * CPU of a cached render (the same URLs again). A benchmark, not a test: it fails nothing, and
 * prints the targets of issue 40 beside the figures.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15)
const TICKS_PER_SECOND = 100
const PROBE_EVERY_MS = 20

type Engine = 'pglite' | 'postgres'

const freePort = () =>
  new Promise<number>((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** The process's CPU time so far (user + system, every thread), in ms. */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND
}

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
}

/** Requests under way, so that a flood's end can cut them off. */
const inFlight = new Map<http.ClientRequest, http.Agent>()

function get(
  agent: http.Agent,
  port: number,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((done) => {
    let settled = false
    const settle = (status: number) => {
      if (settled) return
      settled = true
      inFlight.delete(request)
      done({ status, ms: performance.now() - started })
    }
    const request = http.get(
      { host: '127.0.0.1', port, path, agent, headers: { 'accept-encoding': 'gzip', ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => settle(response.statusCode ?? 0))
        response.on('error', () => settle(0))
        response.on('close', () => settle(response.complete ? (response.statusCode ?? 0) : 0))
      },
    )
    inFlight.set(request, agent)
    request.setTimeout(15_000, () => request.destroy(new Error('timeout')))
    request.on('error', () => settle(0))
    request.on('close', () => settle(0))
  })
}

/** Towns and banks from the content, combined into terms no flood repeats. */
function searchTerms(): () => string {
  const csv = readFileSync(join(ROOT, 'content/branches/branches.csv'), 'utf8')
  const words = [
    ...new Set(
      csv
        .split('\n')
        .filter((line) => line && !line.startsWith('#'))
        .slice(1)
        .flatMap((line) => {
          const [, name, , town] = line.split(',')
          return [name ?? '', town ?? '']
        })
        .map((word) => word.trim().replace(/"/g, ''))
        .filter((word) => /^[A-Za-z][A-Za-z ]{2,}$/.test(word)),
    ),
  ]
  let n = 0
  const run = randomBytes(3).toString('hex')
  return () => {
    n += 1
    const word = words[n % words.length] ?? 'bank'
    return n <= words.length ? word : `${word.slice(0, 3 + (n % 5))} ${run}${n}`
  }
}

type Flood = {
  renders: number
  rendersPerSecond: number
  cpuPerRenderMs: number
  cpuPerRequestMs: number
  statuses: Record<string, number>
  healthDuring: { p50: number; p99: number }
  backlogMs: number
}

async function flood(
  pid: number,
  port: number,
  connections: number,
  manyAddresses: boolean,
  nextTerm: () => string,
  paths?: string[],
): Promise<Flood & { sent: string[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const statuses: Record<string, number> = {}
  const sent: string[] = []
  let renders = 0
  let address = 0
  const end = performance.now() + SECONDS * 1000
  const cpuBefore = cpuMs(pid)
  const started = performance.now()
  await healthProbe.start()
  let index = 0
  const worker = async () => {
    while (performance.now() < end) {
      const path =
        paths === undefined
          ? `/branch-search?q=${encodeURIComponent(nextTerm())}`
          : (paths[index++ % paths.length] ?? '/')
      sent.push(path)
      address += 1
      const headers: Record<string, string> = manyAddresses
        ? { 'x-forwarded-for': `198.51.${(address >> 8) & 255}.${address & 255}` }
        : {}
      const { status } = await get(agent, port, path, headers)
      // Cut off by the flood's end: the server may still be working on it (the backlog).
      if (status === 0 && performance.now() >= end) break
      statuses[status] = (statuses[status] ?? 0) + 1
      if (status === 200) renders += 1
    }
  }
  // The flood ends when its time is up, with whatever it had asked for left unanswered.
  const cutOff = setTimeout(() => {
    for (const [request, by] of inFlight) if (by === agent) request.destroy()
  }, SECONDS * 1000)
  await Promise.all(Array.from({ length: connections }, worker))
  clearTimeout(cutOff)
  const elapsed = (performance.now() - started) / 1000
  const cpu = cpuMs(pid) - cpuBefore
  const floodEnd = performance.now()
  const health = await healthProbe.stop()
  agent.destroy()
  // The backlog: until the process spends under 10% of a core for 100 ms.
  let last = cpuMs(pid)
  let backlogMs = 0
  for (;;) {
    await new Promise((r) => setTimeout(r, 100))
    const now = cpuMs(pid)
    if (now - last <= 10) {
      backlogMs = Math.max(0, performance.now() - floodEnd - 100)
      break
    }
    last = now
    if (performance.now() - floodEnd > 30_000) {
      backlogMs = Infinity
      break
    }
  }
  return {
    renders,
    rendersPerSecond: renders / elapsed,
    cpuPerRenderMs: renders === 0 ? NaN : cpu / renders,
    cpuPerRequestMs:
      cpu /
      Math.max(
        1,
        Object.values(statuses).reduce((a, b) => a + b, 0),
      ),
    statuses,
    healthDuring: { p50: quantile(health, 0.5), p99: quantile(health, 0.99) },
    backlogMs,
    sent,
  }
}

async function startServer(engine: Engine): Promise<{
  child: ChildProcess
  port: number
  cleanup: () => Promise<void>
}> {
  const port = await freePort()
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    LOG_REQUESTS: '0',
    TRUST_PROXY: '127.0.0.1',
    DATABASE_URL: '',
  }
  let dropDatabase = async () => {}
  let dataDir: string | undefined
  if (engine === 'postgres') {
    const base = process.env.DATABASE_URL ?? ''
    const name = `bench_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: base })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    await admin.end()
    const url = new URL(base)
    url.pathname = `/${name}`
    env.DATABASE_URL = url.toString()
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: base })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
    }
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'mzansi-bench-render-'))
    env.DATA_DIR = dataDir
  }
  // BENCH_NODE_ARGS: flags for the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)
  const child = spawn(process.execPath, [...nodeArgs, join(ROOT, 'dist-server/index.js')], {
    env,
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const agent = new http.Agent({ keepAlive: false })
  const deadline = performance.now() + 120_000
  while ((await get(agent, port, '/ready')).status !== 200) {
    if (performance.now() > deadline || child.exitCode !== null) throw new Error('no server')
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    child,
    port,
    cleanup: async () => {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      await dropDatabase()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Probes `/health` every PROBE_EVERY_MS from a child process (this script, run with `--probe`),
 * between `start` and `stop`, which answers with each probe's time.
 */
type HealthProbe = {
  start: () => Promise<void>
  stop: () => Promise<number[]>
  /** Probes `count` times, then answers. */
  probe: (count: number) => Promise<number[]>
  end: () => void
}

function startHealthProbe(port: number): HealthProbe {
  const child = fork(fileURLToPath(import.meta.url), ['--probe', String(port)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const reply = <T>(): Promise<T> => new Promise((resolve) => child.once('message', resolve))
  return {
    start: async () => {
      const started = reply<'started'>()
      child.send('start')
      await started
    },
    stop: async () => {
      const times = reply<number[]>()
      child.send('stop')
      return times
    },
    probe: async (count) => {
      const times = reply<number[]>()
      child.send(count)
      return times
    },
    end: () => child.kill(),
  }
}

/**
 * The child side: probes while told to (`start` to `stop`), or a given number of times, and
 * sends the times back at the end.
 */
async function probeHealth(port: number): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  let probing = false
  /** Probes left before answering on its own; Infinity until told to stop. */
  let left = 0
  let times: number[] = []
  process.on('message', (command) => {
    if (command === 'start' || typeof command === 'number') {
      times = []
      probing = true
      left = typeof command === 'number' ? command : Number.POSITIVE_INFINITY
      if (command === 'start') process.send?.('started')
    } else if (command === 'stop') {
      probing = false
      process.send?.(times)
    }
  })
  process.on('disconnect', () => process.exit(0))
  for (;;) {
    const tick = performance.now()
    if (probing) {
      const { ms } = await get(agent, port, '/health')
      if (probing) times.push(ms)
      left -= 1
      if (probing && left <= 0) {
        probing = false
        process.send?.(times)
      }
    }
    const wait = PROBE_EVERY_MS - (performance.now() - tick)
    await new Promise((r) => setTimeout(r, Math.max(1, wait)))
  }
}

let healthProbe: HealthProbe

/** `/health` on the idle server: 200 probes, one every PROBE_EVERY_MS. */
async function idleHealth() {
  const times = await healthProbe.probe(200)
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99) }
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')

async function benchEngine(engine: Engine) {
  const { child, port, cleanup } = await startServer(engine)
  const pid = child.pid ?? 0
  try {
    const nextTerm = searchTerms()
    // Warm: the bundle, the workers and the database's first queries.
    const warm = new http.Agent({ keepAlive: true })
    for (let i = 0; i < 10; i++) await get(warm, port, `/branch-search?q=warm${i}`)
    warm.destroy()
    healthProbe = startHealthProbe(port)
    const idle = await idleHealth()
    console.error(`${engine}: idle /health p99 ${ms(idle.p99)}; flooding from one address`)
    const one = await flood(pid, port, 5, false, nextTerm)
    console.error(`${engine}: new terms from many addresses, 5 connections`)
    const renders = await flood(pid, port, 5, true, nextTerm)
    console.error(`${engine}: flooding from many addresses`)
    const many = await flood(pid, port, 50, true, nextTerm)
    // The same URLs again, now cached (from many addresses, so no limit answers instead).
    console.error(`${engine}: the same URLs again, cached`)
    const cached = await flood(pid, port, 5, true, nextTerm, one.sent.slice(0, 200))
    const row = (name: string, f: Flood) =>
      `| ${engine} | ${name} | ${ms(f.cpuPerRenderMs)} | ${ms(f.cpuPerRequestMs)} | ${f.rendersPerSecond.toFixed(1)} | ` +
      `${ms(idle.p50)} / ${ms(idle.p99)} | ${ms(f.healthDuring.p50)} / ${ms(f.healthDuring.p99)} | ` +
      `${Object.entries(f.statuses)
        .map(([status, count]) => `${count} × ${status}`)
        .join(', ')} | ${ms(f.backlogMs)} |`
    return [
      row('one address, 5 conn., new q', one),
      row('many addresses, 5 conn., new q', renders),
      row('many addresses, 50 conn., new q', many),
      row('cached, 5 conn.', cached),
    ]
  } finally {
    healthProbe?.end()
    await cleanup()
  }
}

async function main() {
  if (!existsSync(resolve(ROOT, 'dist-server/index.js'))) {
    throw new Error('No built server: run "npm run build" first.')
  }
  const engines = (
    process.env.BENCH_ENGINES ?? (process.env.DATABASE_URL ? 'pglite,postgres' : 'pglite')
  )
    .split(',')
    .map((name) => name.trim()) as Engine[]
  const rows: string[] = []
  for (const engine of engines) rows.push(...(await benchEngine(engine)))
  console.log(
    [
      `Server render flood, ${SECONDS} s each (targets: CPU ≤ 10 ms per new render, ≤ 2 ms cached;`,
      'a new render\'s cost is the "many addresses, 5 conn." row, where no limit answers instead;',
      '/health p99 during ≤ 2 × idle p99; only 200, 429, 503; backlog cleared within 1 s)',
      '',
      '| engine | flood | CPU per 200 | CPU per request | 200s/s | /health idle p50 / p99 | /health during p50 / p99 | statuses | backlog |',
      '|---|---|---:|---:|---:|---:|---:|---|---:|',
      ...rows,
    ].join('\n'),
  )
}

if (process.argv[2] === '--probe') await probeHealth(Number(process.argv[3]))
else await main()
