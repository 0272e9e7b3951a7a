// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, expect, expectTypeOf, it, vi } from 'vitest'
import type * as Site from '../../../src/features/contact/contact-form-state.ts'
import { contactMessages } from '../../db/schema.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { FixedWindowLimiter } from '../../middleware/rate-limit.ts'
import { fromAddress, withClientHeaders } from '../../middleware/test-helpers.ts'
import { DEFAULT_REQUEST_DEADLINE_MS } from '../../middleware/deadline.ts'
import { createPageRenderer, RENDER_TIMEOUT_MS, SSR_ENTRY } from '../../page-renderer.ts'
import type { RouteDeps } from '../deps.ts'
import { ResponseCache } from '../response-cache.ts'
import { API, makeContentDir, NOW, testApp } from '../test-fixtures.ts'
import { contactFormPostRouter } from './contact-form-post.ts'
import type * as Server from './contact-form-state.ts'
import { SLOW_TEST_LIMIT_MS, TEST_LIMIT_MS, WAIT_LIMIT_MS } from '../../../tests/limits.ts'

const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 123 4567',
  organisation: 'Example Co-operative Bank',
  topic: 'membership',
  message: 'We would like to know how a bank becomes a clearing member.',
  consent: 'true',
  website: '',
}

const SHELL = [
  '<!doctype html><html lang="en-ZA"><head><title>Mzansi Clearing</title>',
  '<meta name="description" content="The site\'s own description" />',
  '<meta property="og:type" content="website" />',
  '</head><body><div id="root"></div></body></html>',
].join('')

/** The error messages the form shows when it checks a field itself (src/content/contact.ts). */
const EMAIL_MESSAGE = 'Enter an e-mail address like name@example.co.za'
const RATE_LIMITED = 'We have received several messages from your network in the last hour.'

/** The first tag of `element` whose attributes include `name="…"`. */
function tagNamed(html: string, element: string, name: string): string {
  const tag = new RegExp(`<${element}\\b[^>]*\\bname="${name}"[^>]*>`).exec(html)?.[0]
  if (tag === undefined) throw new Error(`No <${element} name="${name}"> in the page`)
  return tag
}

/** The embedded form state of a page. */
function embeddedState(html: string): Server.ContactFormState | undefined {
  const text = /<script type="application\/json" id="contact-form-state">([^<]*)<\/script>/.exec(
    html,
  )?.[1]
  return text === undefined ? undefined : (JSON.parse(text) as Server.ContactFormState)
}

/**
 * The production limits (a 3 s render, a 5 s request) would send the plain page or a 503 on a busy
 * machine: a render here is a wait under the test's limit, and the request deadline is longer.
 */
const LIMITS = { renderTimeoutMs: WAIT_LIMIT_MS, requestDeadlineMs: TEST_LIMIT_MS }

const root = mkdtempSync(join(tmpdir(), 'contact-form-post-'))
const distDir = join(root, 'dist')
const ssrDir = join(root, 'dist-ssr')
afterAll(() => rmSync(root, { recursive: true, force: true }))

beforeAll(async () => {
  mkdirSync(distDir)
  mkdirSync(ssrDir)
  writeFileSync(join(distDir, 'index.html'), SHELL)
  // The server-render bundle is the site's own entry, compiled by vitest as it is imported.
  const entry = fileURLToPath(new URL('../../../src/entry-prerender.tsx', import.meta.url))
  writeFileSync(join(ssrDir, SSR_ENTRY), `export * from ${JSON.stringify(entry)}\n`)
  // The first render compiles the app's routes; later ones take milliseconds. (Imported by a
  // path in a variable: the server's type check does not take in the whole website.)
  const { renderPageWithData } = (await import(/* @vite-ignore */ entry)) as {
    renderPageWithData: (path: string, fetch: typeof globalThis.fetch) => Promise<unknown>
  }
  await renderPageWithData('/contact-us', () => Promise.reject(new Error('no API')))
}, SLOW_TEST_LIMIT_MS)

it('declares the same form state as the website', () => {
  expectTypeOf<Server.ContactFormState>().toEqualTypeOf<Site.ContactFormState>()
})

describeWithDatabase('contact form posted without JavaScript', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  let address = 0
  /** Each test posts from its own address, so the 5-an-hour limit only bites where it is tested. */
  let from: ReturnType<typeof fromAddress>
  const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(
      '/contact-us',
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams(fields).toString(),
      },
      from,
    )
  const stored = () => database().db.select().from(contactMessages)

  beforeAll(() => {
    contentDir = makeContentDir()
    // Rendered in this thread: the bundle is the site's source, which vitest compiles.
    app = testApp(database().db, contentDir, {
      distDir,
      ssrDir,
      siteUrl: 'https://example.test',
      renderThreads: 0,
      ...LIMITS,
    })
  })
  beforeEach(() => {
    address += 1
    from = fromAddress(`10.2.0.${address}`)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('counts every post, invalid ones too, against the address render budget', async () => {
    // A budget of two renders a minute for this app alone.
    const limited = testApp(database().db, contentDir, {
      distDir,
      ssrDir,
      siteUrl: 'https://example.test',
      renderThreads: 0,
      rateLimits: {
        reads: { limit: 100_000, windowMs: 60_000 },
        renders: { limit: 2, windowMs: 60_000 },
      },
    })
    const invalid = { ...valid, email: 'not an address' }
    const send = () =>
      limited.request(
        '/contact-us',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(invalid).toString(),
        },
        from,
      )
    const before = (await stored()).length
    expect((await send()).status).toBe(400)
    expect((await send()).status).toBe(400)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await refused.text()).toContain('This address asked for many pages in a short time.')
    expect((await stored()).length).toBe(before)
  })

  it('waits on the render and the request with the limits of tests, not production’s', async () => {
    const timeout = vi.spyOn(globalThis, 'setTimeout')
    try {
      expect((await post(valid)).status).toBe(200)
      const delays = timeout.mock.calls.map(([, ms]) => ms)
      expect(delays).toEqual(expect.arrayContaining([WAIT_LIMIT_MS, TEST_LIMIT_MS]))
      expect(delays).not.toContain(RENDER_TIMEOUT_MS)
      expect(delays).not.toContain(DEFAULT_REQUEST_DEADLINE_MS)
    } finally {
      timeout.mockRestore()
    }
  })

  it('stores a valid message once and answers the page with the confirmation', async () => {
    const before = (await stored()).length
    const response = await post(valid)
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    const html = await response.text()
    const rows = await stored()
    expect(rows.length).toBe(before + 1)
    const row = rows.find((message) => message.email === valid.email && html.includes(message.id))
    expect(row).toMatchObject({
      name: 'Thandi Mokoena',
      phone: '0821234567',
      organisation: 'Example Co-operative Bank',
      subject: 'membership',
      createdAt: NOW,
      idempotencyKey: null,
    })
    expect(html).toContain('<div id="root">')
    expect(html).toMatch(/<h2[^>]*>Thank you: your message has been sent<\/h2>/)
    expect(html).toContain('We will reply to thandi@example.co.za.')
    expect(html).toContain(row!.id)
    expect(html).toContain('https://example.test/contact-us')
    expect(embeddedState(html)).toEqual({
      status: 'sent',
      receipt: { id: row!.id, receivedAt: NOW.toISOString() },
      email: valid.email,
    })
    // No form is left to send again, and no field holds the message.
    expect(html).not.toContain('id="contact-form-heading"')
    expect(html).not.toContain('name="message"')
  })

  it('answers a bad e-mail with the page: the error by its field, the values kept, nothing stored', async () => {
    const before = (await stored()).length
    const response = await post({ ...valid, email: 'not-an-email', website: '' })
    expect(response.status).toBe(400)
    expect(response.headers.get('Cache-Control')).toBe('no-store')
    const html = await response.text()
    expect((await stored()).length).toBe(before)

    const email = tagNamed(html, 'input', 'email')
    expect(email).toContain('value="not-an-email"')
    expect(email).toContain('aria-invalid="true"')
    // The error is the one the form shows itself, and it describes the e-mail field.
    const errorId = /aria-errormessage="([^"]+)"/.exec(email)?.[1]
    expect(errorId).toBeDefined()
    expect(html).toMatch(new RegExp(`<p id="${errorId}"[^>]*>.*?${EMAIL_MESSAGE}`))
    // One error: no summary, and the other fields are not marked.
    expect(html).not.toContain('Please correct the following:')
    expect(tagNamed(html, 'input', 'name')).toContain('value="Thandi Mokoena"')
    expect(tagNamed(html, 'input', 'name')).not.toContain('aria-invalid="true"')
    expect(tagNamed(html, 'input', 'phone')).toContain('value="082 123 4567"')
    expect(tagNamed(html, 'input', 'organisation')).toContain('value="Example Co-operative Bank"')
    expect(html).toMatch(/<textarea[^>]*name="message"[^>]*>We would like to know how a bank/)
    expect(html).toMatch(/<option value="membership" selected="">/)
    expect(tagNamed(html, 'input', 'consent')).toMatch(/checked=""/)
    // The form posts itself again, with a key for this rendering; the honeypot stays empty.
    const form = /<form\b[^>]*aria-labelledby="contact-form-heading"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('method="post"')
    expect(form).toContain('action="/contact-us"')
    expect(tagNamed(html, 'input', 'idempotencyKey')).toMatch(/value="[0-9a-f-]{36}"/)
    expect(tagNamed(html, 'input', 'website')).not.toContain('value=')
    expect(embeddedState(html)).toMatchObject({
      status: 'invalid',
      values: { email: 'not-an-email', consent: true },
      issues: [{ field: 'email', message: 'must be an e-mail address' }],
    })
  })

  it('lists every problem of an empty form, in the form’s words', async () => {
    const response = await post({ website: '' })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(html).toContain('Please correct the following:')
    for (const message of [
      'Enter your name',
      EMAIL_MESSAGE,
      'Choose a subject',
      'Write a message of at least 10 characters',
      'Tick the box to let us use your details to answer you',
    ]) {
      expect(html).toContain(message)
    }
  })

  it('answers a filled honeypot as the API does, storing nothing', async () => {
    const before = (await stored()).length
    const response = await post({ ...valid, website: 'https://spam.example' })
    expect(response.status).toBe(202)
    const html = await response.text()
    expect(html).toContain('Thank you: your message has been sent')
    expect(html).not.toContain('spam.example')
    expect((await stored()).length).toBe(before)
  })

  it('stores a page sent again with its key once, and a changed one as a new message', async () => {
    const first = await post({ ...valid, email: 'bad' })
    const key = /name="idempotencyKey" value="([^"]+)"/.exec(await first.text())?.[1]
    expect(key).toBeDefined()
    const before = (await stored()).length
    const sent = await post({ ...valid, idempotencyKey: key! })
    const again = await post({ ...valid, idempotencyKey: key! })
    expect([sent.status, again.status]).toEqual([200, 200])
    const id = (embeddedState(await sent.text()) as { receipt: { id: string } }).receipt.id
    expect(await again.text()).toContain(id)
    expect((await stored()).length).toBe(before + 1)
    const changed = await post({
      ...valid,
      message: `${valid.message} Thanks.`,
      idempotencyKey: key!,
    })
    expect(changed.status).toBe(200)
    expect((await stored()).length).toBe(before + 2)
  })

  it('counts form posts and API messages alike: the 6th in an hour gets 429 and says so', async () => {
    for (let i = 0; i < 3; i++) expect((await post(valid)).status).toBe(200)
    for (let i = 0; i < 2; i++) {
      const body = JSON.stringify({ ...valid, consent: true })
      const api = await app.request(
        `${API}/Contact`,
        withClientHeaders({ method: 'POST', body }),
        from,
      )
      expect(api.status).toBe(201)
    }
    const before = (await stored()).length
    const limited = await post(valid)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(3000)
    expect(limited.headers.get('Cache-Control')).toBe('no-store')
    const html = await limited.text()
    expect(html).toContain('Your message was not sent')
    expect(html).toContain(RATE_LIMITED)
    expect(tagNamed(html, 'input', 'name')).toContain('value="Thandi Mokoena"')
    expect((await stored()).length).toBe(before)
  })

  it('refuses JSON, multipart and other bodies, and a body over the limit, storing nothing', async () => {
    const before = (await stored()).length
    const json = await app.request(
      '/contact-us',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
      from,
    )
    expect(json.status).toBe(415)
    expect(await json.text()).toContain('application/x-www-form-urlencoded')
    const multipart = new FormData()
    for (const [name, value] of Object.entries(valid)) multipart.set(name, value)
    const posted = await app.request('/contact-us', { method: 'POST', body: multipart }, from)
    expect(posted.status).toBe(415)
    const huge = await post({ ...valid, message: 'x'.repeat(17_000) })
    expect(huge.status).toBe(413)
    expect(await huge.text()).toContain('larger than 16384 bytes')
    const crossSite = await post(valid, { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    expect((await stored()).length).toBe(before)
  })

  it('refuses a NUL character by its field rather than failing in the database', async () => {
    const response = await post({ ...valid, name: 'Thandi\0' })
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('This must not contain a NUL character')
  })
})

it('answers 503 with the page, the values kept, when the database does not answer', async () => {
  const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
    code: 'ECONNREFUSED',
  })
  const failing = new Proxy(
    {},
    {
      get: () => () => {
        throw unreachable
      },
    },
  )
  const logged: unknown[] = []
  const deps: RouteDeps = {
    db: failing as RouteDeps['db'],
    cache: new ResponseCache(),
    contentDir: root,
    clientAddress: () => '10.3.0.1',
    contactLimiter: new FixedWindowLimiter({ limit: 5, windowMs: 3_600_000 }),
    adminToken: undefined,
    now: () => NOW,
  }
  const app = new Hono().route(
    '/',
    contactFormPostRouter(deps, {
      maxBodyBytes: 16 * 1024,
      renderPage: createPageRenderer({
        distDir,
        ssrDir,
        routes: {},
        threads: 0,
        timeoutMs: LIMITS.renderTimeoutMs,
        fetch: () => Promise.reject(new Error('The contact page asks no API')),
        siteUrl: () => 'https://example.test',
      }).renderWithState,
      admitRender: async () => ({ allowed: true, remaining: 1, resetInMs: 0 }),
      logError: (entry) => logged.push(entry),
    }),
  )
  const response = await app.request('/contact-us', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(valid).toString(),
  })
  expect(response.status).toBe(503)
  expect(response.headers.get('Retry-After')).toBe('5')
  const html = await response.text()
  expect(html).toContain('Our servers had a problem answering. Try again in a moment.')
  expect(html).toContain('Everything you typed is still here.')
  expect(tagNamed(html, 'input', 'email')).toContain('value="thandi@example.co.za"')
  // The log says why, and nothing the visitor typed.
  expect(logged).toHaveLength(1)
  expect(JSON.stringify(logged)).not.toMatch(/Thandi|thandi@|clearing member/)
})
