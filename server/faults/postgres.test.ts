// @vitest-environment node
import { randomUUID } from 'node:crypto'
import { appendFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createThrowawayDatabase, testDatabaseUrl } from '../db/test-database.ts'
import { CLIENT_HEADERS } from '../middleware/test-helpers.ts'
import { SUNDAYS_ARTICLE } from '../routes/test-fixtures.ts'
import { freezableProxy } from '../testing/freezable-proxy.ts'
import { processHarness } from '../testing/processes.ts'
import { PROCESS_WAIT_LIMIT_MS, SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

/**
 * Faults on Postgres (run when DATABASE_URL is set, as .ci/run sets it): a database that hangs
 * or goes away, and several instances on one database. Each test makes its own database.
 */
const { runTs, startServer, siteFolder, cleanup } = processHarness('mzc-faults-pg-')
const dropped: (() => Promise<void>)[] = []
afterAll(async () => {
  cleanup()
  for (const drop of dropped) await drop().catch(() => {})
}, SLOW_TEST_LIMIT_MS)

const API = '/api/public/v2'
const ADMIN_TOKEN = randomUUID()

async function database() {
  const created = await createThrowawayDatabase()
  dropped.push(created.drop)
  return created.url
}

const get = (url: string, path: string, headers: Record<string, string> = {}) =>
  fetch(`${url}${path}`, { headers: { ...CLIENT_HEADERS, ...headers } })

const contact = (url: string, key: string, headers: Record<string, string> = {}, n = 1) =>
  fetch(`${url}${API}/Contact`, {
    method: 'POST',
    headers: {
      ...CLIENT_HEADERS,
      'content-type': 'application/json',
      'Idempotency-Key': key,
      ...headers,
    },
    body: JSON.stringify({
      name: `Sender ${n}`,
      email: `sender${n}@example.co.za`,
      topic: 'general',
      message: `Message ${n}: when do instant payments settle?`,
      consent: true,
    }),
  })

async function countMessages(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>('select count(*) as n from contact_messages')
    return Number(result.rows[0]?.n)
  } finally {
    await client.end()
  }
}

/**
 * Resolves once `check` holds, asked again once each answer is in (vi.waitFor, no more often
 * than every 100 ms), up to PROCESS_WAIT_LIMIT_MS. The servers say nothing when they recover or
 * drop their caches: their answers are the event waited for.
 */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error(`not yet: ${check.toString()}`)
    },
    { timeout: PROCESS_WAIT_LIMIT_MS, interval: 100 },
  )
}

describe.runIf(testDatabaseUrl())('Postgres faults', { timeout: SLOW_TEST_LIMIT_MS }, () => {
  it('a hung database: bounded answers, an honest /ready, recovery without a restart, one message', async () => {
    const url = new URL(await database())
    const proxy = await freezableProxy({ host: url.hostname, port: Number(url.port || 5432) })
    const proxied = new URL(url)
    proxied.host = `127.0.0.1:${proxy.port}`
    const site = siteFolder()
    const server = await startServer({ ...site.env, DATABASE_URL: proxied.toString() })
    try {
      expect((await get(server.url, '/ready')).status).toBe(200)

      proxy.freeze()
      // The database never answers: whatever comes back came from a limit of the server's own
      // (readiness's 1 s, the pool's and the query's timeouts, the request deadline). How soon is
      // tested in reliability.test.ts (on a fake clock); here, that each wait ends as it should.
      expect((await fetch(`${server.url}/health`)).status).toBe(200)
      expect((await fetch(`${server.url}/ready`)).status).toBe(503)

      // More requests than the pool has connections, all needing the database.
      const key = randomUUID()
      const answers = await Promise.all([
        contact(server.url, key),
        ...Array.from({ length: 14 }, (_, n) => get(server.url, `${API}/Branches?q=zz${n}`)),
      ])
      for (const answer of answers) {
        expect(answer.status).toBe(503)
        expect(answer.headers.get('retry-after')).toBe('5')
        expect(await answer.json()).toEqual({ error: expect.stringContaining('unavailable') })
      }

      proxy.resume()
      await eventually(async () => (await fetch(`${server.url}/ready`)).status === 200)
      expect((await get(server.url, `${API}/Branches?q=Sandton`)).status).toBe(200)
      // The sender retries with the same key: stored once, however far the first attempt got.
      const retry = await contact(server.url, key)
      expect(retry.status).toBe(201)
      expect(await countMessages(url.toString())).toBe(1)

      proxy.stop()
      // A write needs the database; the branches, read once per content version, answer from
      // memory meanwhile (only what the database must answer waits for it).
      const refused = await contact(server.url, randomUUID(), {}, 2)
      expect(refused.status).toBe(503)
      expect(refused.headers.get('retry-after')).toBe('5')
      expect((await get(server.url, `${API}/Branches?q=cape`)).status).toBe(200)
      expect((await fetch(`${server.url}/ready`)).status).toBe(503)
      proxy.resume()
      await eventually(async () => (await fetch(`${server.url}/ready`)).status === 200)
      expect((await contact(server.url, randomUUID(), {}, 2)).status).toBe(201)
      expect(await countMessages(url.toString())).toBe(2)
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
      await proxy.close()
    }
  })

  it('two instances agree: admin writes and content:sync reach both, blog search too', async () => {
    const url = await database()
    const site = siteFolder()
    const env = { ...site.env, DATABASE_URL: url, ADMIN_TOKEN }
    const first = await startServer(env)
    const second = await startServer(env)
    try {
      const browser = randomUUID()
      const lookup = (server: { url: string }) =>
        get(server.url, `${API}/Notifications/GetUserNotificationsCH?cookie=${browser}`)
      expect((await lookup(second)).status).toBe(204) // cached on the second: nothing active

      const created = await fetch(`${first.url}${API}/admin/notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Planned maintenance', body: 'EFT runs late on Sunday.' }),
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: string }
      await eventually(async () => (await lookup(second)).status === 200)

      const expired = await fetch(`${first.url}${API}/admin/notifications/${id}/expire`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      })
      expect(expired.status).toBe(200)
      await eventually(async () => (await lookup(second)).status === 204)

      const search = (server: { url: string }) => get(server.url, `${API}/Branches?q=Komani`)
      // The feed and the sitemap are generated once and cached, like the API's reads.
      const feed = async (server: { url: string }) =>
        (await get(server.url, '/blog/feed.xml')).text()
      const sitemap = async (server: { url: string }) =>
        (await get(server.url, '/sitemap.xml')).text()
      // The blog search answers from memory: each instance reads the articles once, then again
      // after any instance's change.
      const blogSearch = async (server: { url: string }) =>
        JSON.stringify(await (await get(server.url, `${API}/PublicBlogs/search/sundays`)).json())
      for (const server of [first, second]) {
        expect(JSON.stringify(await (await search(server)).json())).not.toContain('Komani')
        expect(await blogSearch(server)).toBe('[]')
        expect(await feed(server)).not.toContain('/blog/post/clearing-on-sundays')
        expect(await sitemap(server)).not.toContain('/blog/post/clearing-on-sundays')
      }
      appendFileSync(
        join(site.contentDir, 'branches/branches.csv'),
        'absa,Komani Junction,632099,Komani,eastern-cape\n',
      )
      writeFileSync(join(site.contentDir, 'blog/clearing-on-sundays.md'), SUNDAYS_ARTICLE)
      const sync = runTs('server/content/sync-cli.ts', [], env)
      expect(await sync.exited).toBe(0)
      expect(sync.output()).toMatch(/loaded 2: .*blog\/clearing-on-sundays\.md/)
      for (const server of [first, second]) {
        await eventually(async () =>
          JSON.stringify(await (await search(server)).json()).includes('Komani Junction'),
        )
        await eventually(async () =>
          (await feed(server)).includes('<title>Clearing on Sundays</title>'),
        )
        await eventually(async () =>
          (await sitemap(server)).includes('/blog/post/clearing-on-sundays</loc>'),
        )
        await eventually(async () =>
          (await blogSearch(server)).includes('"slug":"clearing-on-sundays"'),
        )
      }
    } finally {
      for (const server of [first, second]) server.child.kill('SIGTERM')
      await Promise.all([first.exited, second.exited])
    }
  })

  it('the contact limit is shared by the instances and a forged X-Forwarded-For changes nothing', async () => {
    const url = await database()
    const site = siteFolder()
    const env = { ...site.env, DATABASE_URL: url, TRUST_PROXY: '' }
    const first = await startServer(env)
    const second = await startServer(env)
    try {
      // 50 posts at once: 10 messages sent 5 times each, every post claiming its own address.
      const keys = Array.from({ length: 10 }, () => randomUUID())
      const posts = Array.from({ length: 50 }, (_, n) => {
        const server = n % 2 === 0 ? first : second
        const forged = { 'X-Forwarded-For': `198.51.100.${n + 1}` }
        return contact(server.url, keys[n % 10]!, forged, n % 10)
      })
      const answers = await Promise.all(posts)
      const statuses = answers.map((answer) => answer.status)
      expect(statuses.every((status) => status === 201 || status === 429)).toBe(true)
      const ids = new Map<string, Set<string>>()
      for (const [n, answer] of answers.entries()) {
        if (answer.status !== 201) continue
        const { id } = (await answer.json()) as { id: string }
        const key = keys[n % 10]!
        ids.set(key, (ids.get(key) ?? new Set()).add(id))
      }
      // One id per key, at most 5 messages from one address across both instances.
      for (const set of ids.values()) expect(set.size).toBe(1)
      const stored = await countMessages(url)
      expect(stored).toBe(ids.size)
      expect(stored).toBeGreaterThanOrEqual(1)
      expect(stored).toBeLessThanOrEqual(5)
      const limited = answers.find((answer) => answer.status === 429)
      expect(limited?.headers.get('retry-after')).toMatch(/^\d+$/)
    } finally {
      for (const server of [first, second]) server.child.kill('SIGTERM')
      await Promise.all([first.exited, second.exited])
    }
  })
})
