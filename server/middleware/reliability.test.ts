// @vitest-environment node
import { Hono } from 'hono'
import { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../app.ts'
import type { Database } from '../db/client.ts'
import { areaOfCacheKey, areasOfPaths } from '../content/areas.ts'
import { requestKey, ResponseCache } from '../routes/response-cache.ts'
import { clientAddress, parseTrustedProxies, rateLimitKey } from './client-address.ts'
import {
  DeadlinePassedError,
  deadlineOf,
  isDatabaseUnavailable,
  requestDeadline,
  UnconfirmedWriteError,
} from './deadline.ts'
import { FixedWindowLimiter } from './rate-limit.ts'
import { fromAddress, withClientHeaders } from './test-helpers.ts'
import { validate } from './validation.ts'

describe('TRUST_PROXY', () => {
  it('takes addresses and ranges, and refuses anything else with the entry named', () => {
    const proxies = parseTrustedProxies('127.0.0.1, 10.0.0.0/8, ::1, fd00::/8')
    expect(proxies.has('127.0.0.1')).toBe(true)
    expect(proxies.has('10.20.30.40')).toBe(true)
    expect(proxies.has('::ffff:10.1.2.3')).toBe(true)
    expect(proxies.has('fd12::5')).toBe(true)
    expect(proxies.has('127.0.0.2')).toBe(false)
    expect(proxies.has('11.0.0.1')).toBe(false)
    expect(parseTrustedProxies('loopback').has('127.9.9.9')).toBe(true)
    expect(() => parseTrustedProxies('1')).toThrow(/"1" is neither/)
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/10\.0\.0\.0\/33/)
    expect(() => parseTrustedProxies('proxy.example')).toThrow(/TRUST_PROXY/)
    expect(parseTrustedProxies(undefined).has('127.0.0.1')).toBe(false)
  })

  it('answers the same for an IPv6 address asked again, after more than it keeps', () => {
    const proxies = parseTrustedProxies('fd00::/8')
    expect(proxies.has('fd00::1')).toBe(true)
    expect(proxies.has('fe00::1')).toBe(false)
    for (let index = 0; index < 2000; index++) {
      const address = `${index % 2 === 0 ? 'fd00' : 'fe00'}::${index.toString(16)}`
      expect(proxies.has(address)).toBe(index % 2 === 0)
    }
    expect(proxies.has('fd00::1')).toBe(true)
    expect(proxies.has('fe00::1')).toBe(false)
  })

  it("matches IPv4 and IPv6 across families as Node's BlockList does", () => {
    // IPv6 entries that hold IPv4-mapped addresses trust those IPv4 addresses.
    expect(parseTrustedProxies('::ffff:0:0/96').has('10.1.2.3')).toBe(true)
    expect(parseTrustedProxies('::/0').has('8.8.8.8')).toBe(true)
    expect(parseTrustedProxies('::ffff:a01:203').has('10.1.2.3')).toBe(true)
    expect(parseTrustedProxies('::ffff:a01:203').has('10.1.2.4')).toBe(false)
    // An IPv4 entry holds the same address written as IPv6.
    expect(parseTrustedProxies('10.0.0.0/8').has('::ffff:a01:203')).toBe(true)
    // Ranges' edges, and IPv6 entries that hold no IPv4 address.
    const proxies = parseTrustedProxies('192.168.4.0/22, 0.0.0.0/32, fd00::/8, ::1')
    expect(proxies.has('192.168.4.0')).toBe(true)
    expect(proxies.has('192.168.7.255')).toBe(true)
    expect(proxies.has('192.168.8.0')).toBe(false)
    expect(proxies.has('192.168.3.255')).toBe(false)
    expect(proxies.has('0.0.0.0')).toBe(true)
    expect(proxies.has('0.0.0.1')).toBe(false)
    expect(proxies.has('255.255.255.255')).toBe(false)
    expect(parseTrustedProxies('0.0.0.0/0').has('255.255.255.255')).toBe(true)
    expect(proxies.has('::1')).toBe(true)
    expect(proxies.has('not an address')).toBe(false)
  })

  const addressOf = (trusted: string, peer: string, forwarded?: string) => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, parseTrustedProxies(trusted))))
    return Promise.resolve(
      app.request(
        '/',
        forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {},
        fromAddress(peer),
      ),
    ).then((response) => response.text())
  }

  it('believes X-Forwarded-For only from a trusted proxy, read from its end past trusted hops', async () => {
    // A client that reaches the server directly cannot choose its address.
    expect(await addressOf('', '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7')
    expect(await addressOf('10.0.0.0/8', '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7')
    // Through the proxy: the address it appended, not what the client wrote before it.
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', 'forged, 198.51.100.9')).toBe('198.51.100.9')
    // Two proxies of ours in a row: the first untrusted hop from the end.
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '198.51.100.9, 10.0.0.6')).toBe('198.51.100.9')
    // A balancer that writes the client's port: the address is the client's, and so is its key.
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '192.0.2.1:5555')).toBe('192.0.2.1')
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '[2001:db8::1]:5555')).toBe('2001:db8::1')
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '[2001:db8::1]')).toBe('2001:db8::1')
    expect(rateLimitKey(await addressOf('10.0.0.0/8', '10.0.0.5', '[2001:db8::1]:5555'))).toBe(
      '2001:db8:0:0::/64',
    )
    // A trusted hop with its port is still skipped.
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '198.51.100.9, 10.0.0.6:443')).toBe(
      '198.51.100.9',
    )
    // A malformed entry: the proxy's own address is all that can be trusted.
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', 'not-an-address')).toBe('10.0.0.5')
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '192.0.2.1:port')).toBe('10.0.0.5')
    expect(await addressOf('10.0.0.0/8', '10.0.0.5', '[not-an-address]:5555')).toBe('10.0.0.5')
  })

  it('stops the server from starting with a malformed setting', () => {
    expect(() => createApp({ trustProxy: 'yes' })).toThrow(/TRUST_PROXY/)
  })
})

describe('the in-memory rate limiter', () => {
  it('keeps at most maxKeys addresses, dropping the oldest window first', () => {
    let now = 0
    const limiter = new FixedWindowLimiter({ limit: 2, windowMs: 1000 }, () => now, 3)
    for (const key of ['a', 'b', 'c', 'd', 'e']) limiter.hit(key)
    expect(limiter.size).toBe(3)
    // 'e' is still counted: its second request is allowed, its third is not.
    expect(limiter.hit('e').allowed).toBe(true)
    expect(limiter.hit('e').allowed).toBe(false)
    now = 1000
    expect(limiter.hit('e').allowed).toBe(true)
  })

  it('does the same work per new address with 100,000 addresses counted as with 1,000', () => {
    // The old sweep walked every counted address for each new one past 10,000 (20,000 new
    // addresses took minutes). Counted in steps, not in time: how many map entries a new
    // address makes the limiter visit.
    const visitsPerNewAddress = (maxKeys: number) => {
      const limiter = new FixedWindowLimiter({ limit: 600, windowMs: 60_000 }, () => 0, maxKeys)
      for (let i = 0; i < maxKeys; i++) limiter.hit(`a${i}`)
      let visited = 0
      for (const name of ['keys', 'values', 'entries', Symbol.iterator] as const) {
        const original = Map.prototype[name] as (this: Map<unknown, unknown>) => Iterator<unknown>
        vi.spyOn(Map.prototype, name).mockImplementation(function (this: Map<unknown, unknown>) {
          const iterator = original.call(this)
          return {
            next: () => {
              visited += 1
              return iterator.next()
            },
            [Symbol.iterator]() {
              return this
            },
          } as never
        })
      }
      vi.spyOn(Map.prototype, 'forEach').mockImplementation(function (this: Map<unknown, unknown>) {
        visited += this.size
      })
      for (let i = maxKeys; i < maxKeys + 2_000; i++) limiter.hit(`a${i}`)
      vi.restoreAllMocks()
      expect(limiter.size).toBe(maxKeys)
      return visited / 2_000
    }
    const small = visitsPerNewAddress(1_000)
    const large = visitsPerNewAddress(100_000)
    expect(small).toBeLessThanOrEqual(1)
    expect(large).toBe(small)
  })
})

describe('cache keys', () => {
  const app = new Hono().get(
    '/items/:id',
    validate('param', z.object({ id: z.string() })),
    validate('query', z.object({ page: z.coerce.number().int().min(1).default(1) })),
    (c) => c.text(requestKey(c)),
  )
  const key = (path: string) =>
    Promise.resolve(app.request(path)).then((response) => response.text())

  it('come from the validated parameters, not the URL as sent', async () => {
    const plain = await key('/items/a?page=16')
    expect(plain).toContain('/items/:id')
    expect(await key('/items/a?page=0x10')).toBe(plain)
    expect(await key('/items/a?utm_source=x&page=16&z=1')).toBe(plain)
    expect(await key('/items/a')).toBe(await key('/items/a?page=1'))
    expect(await key('/items/b?page=16')).not.toBe(plain)
  })
})

describe('the response cache', () => {
  it('drops the least recently used key when full, so a key every request reads stays', async () => {
    const cache = new ResponseCache(3)
    let loads = 0
    const everyBranch = () => cache.remember('branches:all', async () => ++loads)
    await everyBranch()
    for (let search = 0; search < 10; search++) {
      await cache.remember(`search:${search}`, async () => search)
      expect(await everyBranch()).toBe(1)
    }
    expect(cache.size).toBe(3)
    expect(loads).toBe(1)
  })
})

describe('what a content change drops', () => {
  it('names the areas of the files a sync changed, or all when it cannot say', () => {
    expect(areasOfPaths(['blog/eft.md', 'blog/categories.yaml'])).toEqual(['blog'])
    expect(areasOfPaths(['branches/banks.csv', 'pci-badge/badge.yaml'])).toEqual([
      'branches',
      'pci-badge',
    ])
    expect(areasOfPaths([])).toBe('all')
    expect(areasOfPaths(['somewhere/else.txt'])).toBe('all')
  })

  it('knows the area of each kind of cached read', () => {
    const json = (route: string) => `json:2025-06-15:/api/public/v2${route}:{"param":null}`
    expect(areaOfCacheKey(json('/PublicBlogs/post/:slug'))).toBe('blog')
    expect(areaOfCacheKey(json('/Certificates/GetByDescription/:description'))).toBe('documents')
    expect(areaOfCacheKey(json('/Branches'))).toBe('branches')
    expect(areaOfCacheKey(json('/Indices/:id'))).toBe('indices')
    expect(areaOfCacheKey(json('/PciBadge'))).toBe('pci-badge')
    expect(areaOfCacheKey('published-slugs:2025-06-15')).toBe('blog')
    expect(areaOfCacheKey('blogs:searchable')).toBe('blog')
    expect(areaOfCacheKey('share-cards:2025-06-15')).toBe('blog')
    expect(areaOfCacheKey('xml:2025-06-15:https://x.example:feed')).toBe('blog')
    expect(areaOfCacheKey('files:3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f')).toBe('documents')
    expect(areaOfCacheKey('branches:all')).toBe('branches')
    expect(areaOfCacheKey('notifications:published')).toBe('notifications')
    expect(areaOfCacheKey('something-new')).toBeUndefined()
  })

  it('drops the reads of the changed areas, and keys it does not know, and keeps the rest', async () => {
    const cache = new ResponseCache()
    const keys = [
      'json:2025-06-15:/api/public/v2/PublicBlogs/landing:{}',
      'published-slugs:2025-06-15',
      'branches:all',
      'notifications:published',
      'files:abc',
      'something-new',
    ]
    for (const key of keys) await cache.remember(key, async () => key)
    cache.drop(['notifications'])
    const kept = async () => {
      const present: string[] = []
      for (const key of keys) if (cache.peek(key) !== undefined) present.push(key)
      return present
    }
    expect(await kept()).toEqual([keys[0], keys[1], keys[2], keys[4]])
    cache.drop(['blog', 'documents'])
    expect(await kept()).toEqual([keys[2]])
    cache.drop('all')
    expect(cache.size).toBe(0)
  })
})

describe('waits on the database', () => {
  const hanging = { execute: () => new Promise(() => {}) } as unknown as Database

  it('/ready answers 503 after a second when the database does not answer; /health stays 200', async () => {
    // The second is on a fake clock: the answer is not there at 999 ms, and is at 1,000.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const app = createApp({ db: hanging })
    let answered = false
    const pending = Promise.resolve(app.request('/ready')).finally(() => (answered = true))
    await vi.advanceTimersByTimeAsync(999)
    expect(answered).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    const ready = await pending
    vi.useRealTimers()
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'unavailable', database: 'not answering' })
    expect((await app.request('/health')).status).toBe(200)
  })

  it('a request past the deadline gets 503 JSON with Retry-After', async () => {
    const app = new Hono()
      .use(requestDeadline(100))
      .get('/slow', () => new Promise<Response>(() => {}))
    const answer = await app.request('/slow')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Retry-After')).toBe('5')
    expect(await answer.json()).toEqual({ error: expect.stringContaining('unavailable') })
  })

  describe('a body that arrives too slowly', () => {
    const encoder = new TextEncoder()
    /** A body whose first bytes arrive and whose rest never does. */
    const trickling = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode('{"name":'))
        },
      })
    const post = (app: { request: Hono['request'] }, path: string, body: BodyInit) =>
      app.request(
        path,
        withClientHeaders({ method: 'POST', body, duplex: 'half' } as RequestInit),
        fromAddress('10.0.0.1'),
      )

    it('gets 408 saying so, not the 503 that blames the database', async () => {
      vi.useFakeTimers()
      try {
        // Every query of any shape is built and never answered.
        const neverAnswers: unknown = new Proxy(function query() {}, {
          get: (_, name) => (name === 'then' ? () => {} : neverAnswers),
          apply: () => neverAnswers,
        })
        const app = createApp({ db: neverAnswers as Database, requestDeadlineMs: 5000 })
        const slow = post(app, '/api/public/v2/Contact', trickling())
        await vi.advanceTimersByTimeAsync(5000)
        const answer = await slow
        expect(answer.status).toBe(408)
        expect(answer.headers.get('Connection')).toBe('close')
        expect(answer.headers.get('Cache-Control')).toBe('no-store')
        expect(answer.headers.get('Retry-After')).toBeNull()
        expect(await answer.json()).toEqual({
          error:
            'The request body arrived too slowly: it was not complete within 5 s. Send it again.',
        })

        // The whole body arrived and the database did not answer: that is still 503.
        const message = JSON.stringify({
          name: 'Lindiwe',
          email: 'lindiwe@example.co.za',
          topic: 'general',
          message: 'Sent while the database hangs.',
          consent: true,
        })
        const waiting = post(app, '/api/public/v2/Contact', message)
        await vi.advanceTimersByTimeAsync(5000)
        const unavailable = await waiting
        expect(unavailable.status).toBe(503)
        expect(await unavailable.json()).toEqual({
          error: expect.stringContaining('database did not answer'),
        })
      } finally {
        vi.useRealTimers()
      }
    })

    it('gets the words as text on a page route', async () => {
      vi.useFakeTimers()
      try {
        const app = new Hono()
          .use(requestDeadline(2000))
          .post('/contact', async (c) => c.text(await c.req.text()))
        const slow = post(app, '/contact', trickling())
        await vi.advanceTimersByTimeAsync(2000)
        const answer = await slow
        expect(answer.status).toBe(408)
        expect(await answer.text()).toMatch(/^The request body arrived too slowly.* 2 s\./)
      } finally {
        vi.useRealTimers()
      }
    })
  })

  it('tells a database out of reach from a bad request', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true)
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true)
    const canceled = Object.assign(new Error('canceling statement'), { code: '57014' })
    expect(isDatabaseUnavailable(canceled)).toBe(true)
    const badInput = Object.assign(new Error('invalid input syntax'), { code: '22P02' })
    expect(isDatabaseUnavailable(badInput)).toBe(false)
    // A write stopped at the deadline was not stored; a commit never confirmed may have been,
    // so it is not answered with the 503 that says it was not.
    expect(isDatabaseUnavailable(new DeadlinePassedError())).toBe(true)
    expect(isDatabaseUnavailable(new UnconfirmedWriteError(new Error('Query read timeout')))).toBe(
      false,
    )
  })

  it('waits for a commit under way at the deadline, and refuses one that starts after it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      let commit = () => {}
      const committed = new Promise<void>((resolve) => (commit = resolve))
      let reachCommit = () => {}
      const reachedCommit = new Promise<void>((resolve) => (reachCommit = resolve))
      const refusals: unknown[] = []
      const app = new Hono()
        .onError((_error, c) => c.body(null, 500))
        .use(requestDeadline(1000))
        .post('/committing', async (c) => {
          deadlineOf(c)?.committing()
          await committed
          return c.json({ stored: true }, 201)
        })
        .post('/late', async (c) => {
          await reachedCommit
          try {
            deadlineOf(c)?.committing()
          } catch (error) {
            refusals.push(error)
            throw error
          }
          return c.json({ stored: true }, 201)
        })

      let answered = false
      const pending = Promise.resolve(app.request('/committing', { method: 'POST' })).finally(
        () => (answered = true),
      )
      await vi.advanceTimersByTimeAsync(1000)
      // Its commit was sent before the deadline: the answer is what became of it.
      expect(answered).toBe(false)
      commit()
      expect((await pending).status).toBe(201)

      const late = app.request('/late', { method: 'POST' })
      await vi.advanceTimersByTimeAsync(1000)
      expect((await late).status).toBe(503)
      reachCommit()
      await vi.waitFor(() => expect(refusals).toHaveLength(1))
      expect(refusals[0]).toBeInstanceOf(DeadlinePassedError)
    } finally {
      vi.useRealTimers()
    }
  })
})
