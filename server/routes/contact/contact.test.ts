// @vitest-environment node
import { rmSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { contactMessages } from '../../db/schema.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { DEFAULT_REQUEST_DEADLINE_MS, requestDeadline } from '../../middleware/deadline.ts'
import { FixedWindowLimiter, type RateLimiter } from '../../middleware/rate-limit.ts'
import { fromAddress, withClientHeaders } from '../../middleware/test-helpers.ts'
import { ResponseCache } from '../response-cache.ts'
import { API, makeContentDir, NOW, testApp } from '../test-fixtures.ts'
import { contactRouter } from './contact.ts'

const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 123 4567',
  topic: 'membership',
  message: 'We would like to know how a bank becomes a clearing member.',
  website: '',
  consent: true,
}

describeWithDatabase('contact', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  let address = 0
  /** Each test posts from its own address so the 5-an-hour limit only bites where it is tested. */
  let from: ReturnType<typeof fromAddress>
  const send = (body: unknown) =>
    app.request(
      `${API}/Contact`,
      withClientHeaders({ method: 'POST', body: JSON.stringify(body) }),
      from,
    )
  const stored = () => database().db.select().from(contactMessages)

  beforeAll(() => {
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  beforeEach(() => {
    address += 1
    from = fromAddress(`10.1.0.${address}`)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('stores a valid message with its time and answers 201 with only id and time', async () => {
    const response = await send(valid)
    expect(response.status).toBe(201)
    const body = (await response.json()) as { id: string; receivedAt: string }
    expect(body).toEqual({ id: expect.any(String), receivedAt: NOW.toISOString() })
    const [row] = (await stored()).filter((message) => message.id === body.id)
    expect(row).toMatchObject({
      name: 'Thandi Mokoena',
      email: 'thandi@example.co.za',
      phone: '0821234567',
      subject: 'membership',
      createdAt: NOW,
      clientHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(row!.clientHash).not.toContain('10.1.0')
  })

  it('stores the organisation when one is given', async () => {
    const response = await send({ ...valid, organisation: '  Example Co-operative Bank ' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = (await stored()).filter((message) => message.id === id)
    expect(row).toMatchObject({ organisation: 'Example Co-operative Bank' })
  })

  it('accepts a message without a phone number', async () => {
    const withoutPhone: Partial<typeof valid> = { ...valid }
    delete withoutPhone.phone
    expect((await send(withoutPhone)).status).toBe(201)
    expect((await send({ ...valid, phone: '' })).status).toBe(201)
  })

  it('stores a cellphone number typed with the country code as its 10 digits', async () => {
    const response = await send({ ...valid, phone: '27 82 123 4567' })
    expect(response.status).toBe(201)
    const { id } = (await response.json()) as { id: string }
    const [row] = (await stored()).filter((message) => message.id === id)
    expect(row).toMatchObject({ phone: '0821234567' })
  })

  it('answers 202 to a filled honeypot and stores nothing', async () => {
    const before = (await stored()).length
    const response = await send({ ...valid, website: 'https://spam.example' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({
      id: expect.any(String),
      receivedAt: expect.any(String),
    })
    expect((await stored()).length).toBe(before)
  })

  it.each([
    ['no name', { name: '' }],
    ['a name too long', { name: 'n'.repeat(101) }],
    ['a bad e-mail', { email: 'not-an-email' }],
    ['an e-mail too long', { email: `${'a'.repeat(250)}@x.co` }],
    ['a local part over 64', { email: `${'a'.repeat(65)}@example.co.za` }],
    ['a foreign phone', { phone: '+44 20 7946 0000' }],
    // The form's field is a cellphone number (spec, section 5: SA mobile prefixes).
    ['a landline', { phone: '011 123 4567' }],
    ['a toll-free number', { phone: '080 012 3456' }],
    ['an unknown topic', { topic: 'sales' }],
    ['a short message', { message: 'Hi' }],
    ['a long message', { message: 'm'.repeat(1001) }],
    ['a long organisation', { organisation: 'o'.repeat(201) }],
    ['no consent', { consent: false }],
    ['consent as text', { consent: 'true' }],
    ['a number for a name', { name: 42 }],
  ])('answers 400 for %s and stores nothing', async (_case, change) => {
    const before = (await stored()).length
    const response = await send({ ...valid, ...change })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { issues: { path: string }[] }
    expect(body.issues.length).toBeGreaterThan(0)
    expect(body.issues[0]!.path).toMatch(/^json\./)
    expect((await stored()).length).toBe(before)
  })

  it('never echoes the input back', async () => {
    const script = '<script>alert("x")</script>'
    const bad = await send({ ...valid, name: script, email: script })
    expect(await bad.text()).not.toContain('<script>')
    const good = await send({ ...valid, name: script })
    expect(good.status).toBe(201)
    const text = await good.text()
    expect(text).not.toContain('script')
    expect(good.headers.get('Content-Type')).toMatch(/^application\/json/)
  })

  it('answers 413 to a huge body', async () => {
    const response = await send({ ...valid, message: 'x'.repeat(17_000) })
    expect(response.status).toBe(413)
  })

  it('never stores a message answered 503 at the deadline, however late its write comes', async () => {
    // The store is held up before its insert (here at the rate limit) until the deadline has
    // answered: then it goes on, as a database that was frozen and resumes lets it.
    let reached = () => {}
    const atLimiter = new Promise<void>((resolve) => (reached = resolve))
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    const counted = new FixedWindowLimiter({ limit: 5, windowMs: 3_600_000 })
    const limiter: RateLimiter = {
      rule: counted.rule,
      hit: async (key) => {
        reached()
        await held
        return counted.hit(key)
      },
    }
    let routeEnded = () => {}
    const ended = new Promise<void>((resolve) => (routeEnded = resolve))
    const failures: unknown[] = []
    const deadlined = new Hono()
      .onError((error, c) => {
        failures.push(error)
        return c.body(null, 500)
      })
      .use(requestDeadline())
      .use(async (_c, next) => {
        try {
          await next()
        } finally {
          routeEnded()
        }
      })
      .route(
        API,
        contactRouter({
          db: database().db,
          cache: new ResponseCache(),
          contentDir,
          clientAddress: () => '10.1.9.1',
          contactLimiter: limiter,
          adminToken: undefined,
          contactHashSalt: 'test-salt',
          now: () => NOW,
        }),
      )
    const email = 'late.write@example.co.za'
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let answer: Response
    try {
      const answering = deadlined.request(
        `${API}/Contact`,
        withClientHeaders({ method: 'POST', body: JSON.stringify({ ...valid, email }) }),
      )
      await atLimiter
      await vi.advanceTimersByTimeAsync(DEFAULT_REQUEST_DEADLINE_MS)
      answer = await answering
    } finally {
      vi.useRealTimers()
    }
    expect(answer.status).toBe(503)
    release()
    await ended
    const rows = await database()
      .db.select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email))
    expect(rows).toEqual([])
    // The late route was stopped before its write, saying why (its answer went nowhere).
    expect(failures.map((error) => (error as Error).name)).toEqual(['DeadlinePassedError'])
  })

  it('allows 5 messages an hour per address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid)).status).toBe(201)
    const limited = await send(valid)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThan(3000)
    expect(retryAfter).toBeLessThanOrEqual(3600)
  })
})
