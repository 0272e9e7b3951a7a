// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DrizzleQueryError } from 'drizzle-orm'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { requestId, type RequestIdVariables } from 'hono/request-id'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { createApp } from '../app.ts'
import { APP_LOADER_FILE } from '../app-loader.ts'
import { inlineScriptSource } from '../inline-script.ts'
import { THEME_SCRIPT_SOURCE } from '../theme-script.ts'
import type { Database } from '../db/client.ts'
import { requireAdmin, tokensMatch } from './admin-auth.ts'
import { clientHeadersSchema } from './client-headers.ts'
import { rateLimitKey } from './client-address.ts'
import { describeError, errorHandler } from './errors.ts'
import { FixedWindowLimiter } from './rate-limit.ts'
import type { LogLine } from './request-log.ts'
import { CLIENT_HEADERS, fromAddress, withClientHeaders } from './test-helpers.ts'
import { validate } from './validation.ts'

const API = '/api/public/v2'

describe('client headers', () => {
  const app = createApp({ corsOrigins: [] })

  it("accepts the site's own configured headers", async () => {
    const response = await app.request(`${API}/Nothing`, withClientHeaders())
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })

  it('accepts any well-formed values: they identify a client, they are not a secret', async () => {
    const response = await app.request(`${API}/Nothing`, {
      headers: {
        'bsa-token': 'another-client-123',
        'bsa-app-name': 'Partner Portal',
        cmsArea: 'CH',
        Authorization: 'Bearer abcdefgh.ijk',
      },
    })
    expect(response.status).toBe(404)
  })

  it.each(Object.keys(CLIENT_HEADERS))('answers 401 naming a missing %s', async (missing) => {
    const headers = Object.fromEntries(
      Object.entries(CLIENT_HEADERS).filter(([name]) => name !== missing),
    )
    const response = await app.request(`${API}/PublicBlogs/landing`, { headers })
    expect(response.status).toBe(401)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { error: string; issues: { path: string }[] }
    expect(body.error).toContain(missing)
    expect(body.issues).toEqual([expect.objectContaining({ path: `headers.${missing}` })])
  })

  it.each([
    ['bsa-token', 'short'],
    ['bsa-token', 'has spaces in it'],
    ['bsa-token', 'x'.repeat(201)],
    ['bsa-app-name', '<script>'],
    ['cmsArea', 'ch'],
    ['cmsArea', 'XX'],
    ['Authorization', 'public-website'],
    ['Authorization', 'Basic cHVibGljOndlYnNpdGU='],
    ['Authorization', 'Bearer short'],
  ])('answers 401 for a malformed %s (%s)', async (name, value) => {
    const response = await app.request(`${API}/Certificates`, {
      headers: { ...CLIENT_HEADERS, [name]: value },
    })
    expect(response.status).toBe(401)
    const body = (await response.json()) as { error: string }
    expect(body.error).toContain(name)
    expect(JSON.stringify(body)).not.toContain('<script>')
  })

  it('lets /health, the OpenAPI document, file downloads and the badge image through', async () => {
    expect((await app.request('/health')).status).toBe(200)
    expect(await (await app.request('/health')).json()).toEqual({ status: 'ok' })
    expect((await app.request(`${API}/openapi.json`)).status).toBe(200)
    const file = await app.request(`${API}/filehandler/9b1deb4d-3b7d-4bad-9bdd-2b0d7b3dcb6d`)
    expect(file.status).toBe(404)
    expect((await app.request(`${API}/PciBadge/image`)).status).toBe(404)
  })

  it('still checks headers on a POST to a download path', async () => {
    const response = await app.request(`${API}/filehandler/x`, { method: 'POST' })
    expect(response.status).toBe(401)
  })

  it('keeps the schema in step with what the site sends', () => {
    expect(
      clientHeadersSchema.safeParse(
        Object.fromEntries(Object.entries(CLIENT_HEADERS).map(([k, v]) => [k.toLowerCase(), v])),
      ).success,
    ).toBe(true)
  })
})

describe('validation hook', () => {
  const app = new Hono().get(
    '/items',
    validate('query', z.object({ pageSize: z.coerce.number().int().min(1).max(50) })),
    (c) => c.json(c.req.valid('query')),
  )

  it('passes valid input to the handler', async () => {
    expect(await (await app.request('/items?pageSize=5')).json()).toEqual({ pageSize: 5 })
  })

  it('answers 400 with the path and message of each issue, never the raw input', async () => {
    const response = await app.request('/items?pageSize=%3Cimg%20src%3Dx%3E')
    expect(response.status).toBe(400)
    const body = (await response.json()) as { error: string; issues: unknown[] }
    expect(body).toEqual({
      error: 'Invalid request',
      issues: [{ path: 'query.pageSize', message: expect.any(String) }],
    })
    expect(JSON.stringify(body)).not.toContain('<img')
  })
})

describe('body limit', () => {
  const app = createApp()

  it('answers 413 JSON for a body over 16 KB, before the headers or the handler', async () => {
    const response = await app.request(
      `${API}/Contact`,
      withClientHeaders({ method: 'POST', body: JSON.stringify({ message: 'x'.repeat(20_000) }) }),
    )
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: expect.stringContaining('16384') })
  })

  it('counts a streamed body without Content-Length too', async () => {
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(1024)))
        controller.close()
      },
    })
    const response = await app.request(
      `${API}/Contact`,
      withClientHeaders({ method: 'POST', body: stream, duplex: 'half' } as RequestInit),
    )
    expect(response.status).toBe(413)
  })
})

describe('rate limits', () => {
  it('answers 429 with Retry-After past the limit, per client address', async () => {
    const app = createApp({ rateLimits: { reads: { limit: 3, windowMs: 60_000 } } })
    const hit = (address: string) =>
      app.request('/api/public/v2/x', withClientHeaders(), fromAddress(address))
    for (let i = 0; i < 3; i++) expect((await hit('10.0.0.1')).status).toBe(404)
    const limited = await hit('10.0.0.1')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get('Retry-After'))).toBeLessThanOrEqual(60)
    expect(await limited.json()).toEqual({ error: expect.stringContaining('Too many requests') })
    expect((await hit('10.0.0.2')).status).toBe(404)
  })

  it('ignores X-Forwarded-For unless the proxy is trusted', async () => {
    const untrusted = createApp({ rateLimits: { reads: { limit: 1, windowMs: 60_000 } } })
    const spoof = (app: typeof untrusted, forwarded: string) =>
      app.request(
        '/api/x',
        withClientHeaders({ headers: { 'X-Forwarded-For': forwarded } }),
        fromAddress('10.0.0.9'),
      )
    expect((await spoof(untrusted, '1.1.1.1')).status).toBe(404)
    expect((await spoof(untrusted, '2.2.2.2')).status).toBe(429)

    const trusted = createApp({
      trustProxy: '10.0.0.9',
      rateLimits: { reads: { limit: 1, windowMs: 60_000 } },
    })
    expect((await spoof(trusted, '1.1.1.1')).status).toBe(404)
    expect((await spoof(trusted, '2.2.2.2')).status).toBe(404)
    // The proxy appends the real peer last; what the client wrote before it does not count.
    expect((await spoof(trusted, 'forged, 2.2.2.2')).status).toBe(429)
  })

  it('counts an IPv6 client by its /64, however the address is written', async () => {
    const app = createApp({
      trustProxy: '10.0.0.9',
      rateLimits: { reads: { limit: 2, windowMs: 60_000 } },
    })
    const hit = (address: string, forwarded?: string) =>
      app.request(
        '/api/x',
        withClientHeaders(forwarded ? { headers: { 'X-Forwarded-For': forwarded } } : {}),
        fromAddress(address),
      )
    // Two addresses of one /64, one of them written out in full: one budget.
    expect((await hit('2001:db8::1')).status).toBe(404)
    expect((await hit('2001:0DB8:0:0:0:0:0:2')).status).toBe(404)
    expect((await hit('2001:db8:0:0:ffff:abcd:1:3')).status).toBe(429)
    // The next /64 is another client.
    expect((await hit('2001:db8:0:1::1')).status).toBe(404)
    // An IPv4 client is the same client whether the proxy writes it mapped or not.
    expect((await hit('10.0.0.9', '192.0.2.7')).status).toBe(404)
    expect((await hit('10.0.0.9', '::ffff:c000:207')).status).toBe(404)
    expect((await hit('10.0.0.9', '0:0:0:0:0:FFFF:192.0.2.7')).status).toBe(429)
  })

  it.each([
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:0db8:0000:0000:0000:0000:0000:0002', '2001:db8:0:0::/64'],
    ['2001:DB8:A:B:1:2:3:4', '2001:db8:a:b::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['::ffff:1.2.3.4', '1.2.3.4'],
    ['::ffff:0102:0304', '1.2.3.4'],
    ['1.2.3.4', '1.2.3.4'],
    ['unknown', 'unknown'],
  ])('keys %s as %s', (address, key) => {
    expect(rateLimitKey(address)).toBe(key)
  })

  it('opens a new window when the old one has passed', () => {
    let now = 0
    const limiter = new FixedWindowLimiter({ limit: 2, windowMs: 1000 }, () => now)
    expect(limiter.hit('a').allowed).toBe(true)
    expect(limiter.hit('a').allowed).toBe(true)
    const third = limiter.hit('a')
    expect(third).toEqual({ allowed: false, remaining: 0, resetInMs: 1000 })
    now = 999
    expect(limiter.hit('a').resetInMs).toBe(1)
    now = 1000
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, resetInMs: 1000 })
  })
})

describe('CORS', () => {
  const app = createApp({ corsOrigins: ['https://partner.example.co.za'] })

  it('allows a listed origin, with the client headers in a preflight', async () => {
    const preflight = await app.request(`${API}/PublicBlogs/landing`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example.co.za',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'bsa-token,bsa-app-name,cmsarea,authorization',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe(
      'https://partner.example.co.za',
    )
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/bsa-token/)
    expect(preflight.headers.get('Access-Control-Allow-Headers')).toMatch(/cmsArea/)

    const get = await app.request(
      `${API}/x`,
      withClientHeaders({ headers: { Origin: 'https://partner.example.co.za' } }),
    )
    expect(get.headers.get('Access-Control-Allow-Origin')).toBe('https://partner.example.co.za')
  })

  it("allows the site's own origin", async () => {
    const response = await app.request(
      'http://www.mzansiclearing.example/api/public/v2/x',
      withClientHeaders({ headers: { Origin: 'http://www.mzansiclearing.example' } }),
    )
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(
      'http://www.mzansiclearing.example',
    )
  })

  it('gives another origin no Access-Control-Allow-Origin and refuses its POSTs', async () => {
    const preflight = await app.request(`${API}/Contact`, {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    })
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull()

    const get = await app.request(
      `${API}/x`,
      withClientHeaders({ headers: { Origin: 'https://evil.example' } }),
    )
    expect(get.headers.get('Access-Control-Allow-Origin')).toBeNull()

    const post = await app.request(
      `${API}/Contact`,
      withClientHeaders({
        method: 'POST',
        body: '{}',
        headers: { Origin: 'https://evil.example' },
      }),
    )
    expect(post.status).toBe(403)
  })

  it('compares the whole origin: scheme, host and port, not the host alone', async () => {
    const site = 'http://www.mzansiclearing.example'
    const allowOrigin = async (origin: string, init: RequestInit = {}, from = '10.0.0.9') =>
      (
        await app.request(
          `${site}/api/public/v2/x`,
          withClientHeaders({ ...init, headers: { ...init.headers, Origin: origin } }),
          fromAddress(from),
        )
      ).headers.get('Access-Control-Allow-Origin')
    // The request came over http: an https page on the same host is another origin.
    expect(await allowOrigin('https://www.mzansiclearing.example')).toBeNull()
    expect(await allowOrigin('http://www.mzansiclearing.example:8080')).toBeNull()
    expect(await allowOrigin('http://evil@www.mzansiclearing.example')).toBeNull()
    expect(await allowOrigin('http://www.mzansiclearing.example/')).toBeNull()
    expect(await allowOrigin('https://partner.example.co.za.evil.example')).toBeNull()
    expect(await allowOrigin('https://partner.example.co.z')).toBeNull()
    expect(await allowOrigin('http://partner.example.co.za')).toBeNull()
    expect(await allowOrigin(site)).toBe(site)

    const post = (app: ReturnType<typeof createApp>, origin: string, headers = {}) =>
      app.request(
        `${site}/api/public/v2/Contact`,
        withClientHeaders({ method: 'POST', body: '{}', headers: { ...headers, Origin: origin } }),
        fromAddress('10.0.0.9'),
      )
    expect((await post(app, 'https://www.mzansiclearing.example')).status).toBe(403)

    // Behind a trusted proxy that ended TLS, its X-Forwarded-Proto gives the scheme.
    const proxied = createApp({ corsOrigins: [], trustProxy: '10.0.0.9' })
    const overTls = { 'X-Forwarded-Proto': 'https' }
    expect((await post(proxied, 'https://www.mzansiclearing.example', overTls)).status).not.toBe(
      403,
    )
    expect((await post(proxied, 'http://www.mzansiclearing.example', overTls)).status).toBe(403)
    // From anyone else the header is not believed.
    const direct = createApp({ corsOrigins: [] })
    expect((await post(direct, 'https://www.mzansiclearing.example', overTls)).status).toBe(403)
  })

  it("allows SITE_URL's origin exactly, whatever address the request came in on", async () => {
    const withSite = createApp({ corsOrigins: [], siteUrl: 'https://www.mzansiclearing.example' })
    const post = (origin: string) =>
      withSite.request(
        'http://127.0.0.1:3001/api/public/v2/Contact',
        withClientHeaders({ method: 'POST', body: '{}', headers: { Origin: origin } }),
      )
    expect((await post('https://www.mzansiclearing.example')).status).not.toBe(403)
    expect((await post('http://www.mzansiclearing.example')).status).toBe(403)
    expect((await post('https://www.mzansiclearing.example.evil.example')).status).toBe(403)
  })
})

describe('secure headers and request ids', () => {
  const app = createApp()

  it.each(['/health', `${API}/openapi.json`, `${API}/x`, '/api/nothing'])(
    'sets them on %s',
    async (path) => {
      const response = await app.request(path, withClientHeaders())
      expect(response.headers.get('Strict-Transport-Security')).toBe(
        'max-age=63072000; includeSubDomains',
      )
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('X-Frame-Options')).toBe('DENY')
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp).toContain("default-src 'self'")
      // Scripts from the site, and inline only the theme script (and, with a build, the app
      // loader: below), by the hashes of their text.
      expect(csp).toContain(`script-src 'self' ${THEME_SCRIPT_SOURCE};`)
      expect(csp).not.toMatch(/script-src[^;]*unsafe/)
      expect(csp).toContain("object-src 'none'")
      expect(csp).toContain("base-uri 'none'")
      expect(csp).toContain("frame-ancestors 'none'")
      expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/)
    },
  )

  it('allows the build’s app loader by the hash the build wrote', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'csp-'))
    try {
      const source = inlineScriptSource('(()=>{})()')
      writeFileSync(join(distDir, APP_LOADER_FILE), JSON.stringify({ source }))
      const response = await createApp({ distDir }).request('/health')
      expect(response.headers.get('Content-Security-Policy')).toContain(
        `script-src 'self' ${THEME_SCRIPT_SOURCE} ${source};`,
      )
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  })

  it('writes one JSON log line per request, without the query string', async () => {
    const lines: LogLine[] = []
    const logged = createApp({ logRequests: (line) => lines.push(line) })
    const response = await logged.request(
      `${API}/Notifications/GetUserNotificationsCH?cookie=secret-browser-id`,
      withClientHeaders(),
    )
    expect(lines).toHaveLength(1)
    expect(lines[0]).toEqual({
      time: expect.any(String),
      level: 'warn',
      requestId: response.headers.get('X-Request-Id'),
      method: 'GET',
      path: `${API}/Notifications/GetUserNotificationsCH`,
      status: 404,
      ms: expect.any(Number),
    })
    expect(JSON.stringify(lines)).not.toContain('secret-browser-id')
  })
})

describe('Cache-Control on errors', () => {
  const app = createApp({ corsOrigins: [], rateLimits: { reads: { limit: 1, windowMs: 60_000 } } })
  app.get('/teapot', () => {
    throw new HTTPException(418, { message: 'I am a teapot' })
  })
  let address = 0
  // Each request from its own address, so that only the last one meets the rate limit.
  const request = (path: string, init: RequestInit = {}) =>
    app.request(path, init, fromAddress(`10.1.0.${++address}`))

  it('says how long every 4xx may be kept: no-store, unless the answer chose', async () => {
    const answers = {
      400: await request(
        `${API}/Contact`,
        withClientHeaders({ method: 'POST', body: '{"message": "\\u0000"}' }),
      ),
      401: await request(`${API}/PublicBlogs/landing`),
      403: await request(
        `${API}/Contact`,
        withClientHeaders({
          method: 'POST',
          body: '{}',
          headers: { Origin: 'https://evil.example' },
        }),
      ),
      404: await request(`${API}/Nothing`, withClientHeaders()),
      413: await request(
        `${API}/Contact`,
        withClientHeaders({ method: 'POST', body: 'x'.repeat(20_000) }),
      ),
      418: await request('/teapot'),
    }
    for (const [status, response] of Object.entries(answers)) {
      expect(response.status, status).toBe(Number(status))
      expect(response.headers.get('Cache-Control'), status).toBe('no-store')
    }
    await app.request(`${API}/x`, withClientHeaders(), fromAddress('10.2.0.1'))
    const limited = await app.request(`${API}/x`, withClientHeaders(), fromAddress('10.2.0.1'))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('Cache-Control')).toBe('no-store')
  })

  it('keeps a Cache-Control an error chose, and leaves successful answers alone', async () => {
    const ready = await app.request('/health')
    expect(ready.headers.get('Cache-Control')).toBe('no-store')
    const openapi = await app.request(`${API}/openapi.json`, {}, fromAddress('10.3.0.1'))
    expect(openapi.headers.get('Cache-Control')).toBe('public, max-age=300')
  })
})

describe('request ids', () => {
  const app = createApp()
  const idOf = async (sent: string) =>
    (await app.request('/health', { headers: { 'X-Request-Id': sent } })).headers.get(
      'X-Request-Id',
    )

  it('keeps a short safe token from the client and replaces anything else', async () => {
    expect(await idOf('lb-7f3a9c21')).toBe('lb-7f3a9c21')
    expect(await idOf('x'.repeat(64))).toBe('x'.repeat(64))
    expect(await idOf('dGVzdA==')).toBe('dGVzdA==')
    // A spreadsheet opening a log export reads a leading '=' or '-' as a formula.
    const hostile = ['=1-1', '-2-3', '=cmd', '--', '_', '=']
    for (const sent of ['x'.repeat(65), '<script>', 'two words', 'a;b', 'ä', ...hostile]) {
      const id = await idOf(sent)
      expect(id).not.toBe(sent)
      expect(id).toMatch(/^[0-9a-f-]{36}$/)
    }
  })

  it('logs the id it answered with, never a hostile one as sent', async () => {
    const lines: LogLine[] = []
    const logged = createApp({ logRequests: (line) => lines.push(line) })
    const answer = await logged.request('/health', { headers: { 'X-Request-Id': '=1-1' } })
    const id = answer.headers.get('X-Request-Id')
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    expect(lines.map((line) => line.requestId)).toEqual([id])
  })
})

describe('errors', () => {
  const logError = vi.fn()
  const app = new Hono<{ Variables: RequestIdVariables }>()
    .use(requestId())
    .get('/api/boom', () => {
      throw new Error('database password is hunter2')
    })
    .get('/api/teapot', () => {
      throw new HTTPException(400, { message: 'Malformed JSON in request body' })
    })
    .get('/page', () => {
      throw new TypeError('x is undefined')
    })
    .onError(errorHandler(logError))

  it('answers 500 without the message or a stack, and logs them', async () => {
    const response = await app.request('/api/boom')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'Internal server error',
      requestId: expect.any(String),
    })
    expect(text).not.toMatch(/hunter2|at .*\.ts|Error:/)
    expect(logError).toHaveBeenCalledWith(
      expect.objectContaining({
        errorClass: 'Error',
        cause: 'Error: database password is hunter2',
        stack: expect.stringMatching(/^ {4}at /),
      }),
    )
  })

  it('logs a failed query with its class, code and SQL, never its parameters', () => {
    const cause = Object.assign(
      new Error('invalid input syntax for type uuid: "thandi@example.co.za"'),
      { code: '22P02' },
    )
    const error = new DrizzleQueryError(
      'insert into "contact_messages" ("name", "email", "message") values ($1, $2, $3)',
      ['Thandi Mokoena', 'thandi@example.co.za', 'Please call me about my debit order'],
      cause,
    )
    const entry = describeError(error)
    expect(entry).toMatchObject({
      errorClass: 'DrizzleQueryError',
      code: '22P02',
      cause: 'Error: invalid input syntax for type uuid: "…"',
      query: expect.stringContaining('values ($1, $2, $3)'),
    })
    expect(JSON.stringify(entry)).not.toMatch(/Thandi|thandi@|debit order/)
  })

  it('keeps an expected client error', async () => {
    const response = await app.request('/api/teapot')
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ error: 'Malformed JSON in request body' })
  })

  it('answers pages with plain text', async () => {
    const response = await app.request('/page')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(text).toMatch(/^Internal server error \(request [\w-]+\)$/)
    expect(text).not.toContain('x is undefined')
  })
})

describe('admin token', () => {
  const guarded = (token: string | undefined) =>
    new Hono().post('/admin', requireAdmin(token), (c) => c.json({ ok: true }))

  it('hides admin routes when ADMIN_TOKEN is not set', async () => {
    const response = await guarded(undefined).request('/admin', {
      method: 'POST',
      headers: { Authorization: 'Bearer anything-at-all' },
    })
    expect(response.status).toBe(404)
  })

  it('needs the exact bearer token', async () => {
    const app = guarded('s3cret-admin-token')
    const post = (authorization?: string) =>
      app.request('/admin', {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      })
    expect((await post()).status).toBe(401)
    expect((await post('Bearer s3cret-admin-toke')).status).toBe(401)
    expect((await post('Bearer s3cret-admin-token!')).status).toBe(401)
    expect((await post('s3cret-admin-token')).status).toBe(401)
    expect((await post('Bearer s3cret-admin-token')).status).toBe(200)
  })

  it('compares tokens of any length without throwing', () => {
    expect(tokensMatch('', 'abc')).toBe(false)
    expect(tokensMatch('abc', 'abc')).toBe(true)
    expect(tokensMatch('a'.repeat(10_000), 'abc')).toBe(false)
  })
})

describe('a failing route inside the real app', () => {
  it('answers 500 JSON with the secure headers and without the error or a stack', async () => {
    const logError = vi.fn()
    // A database whose every query throws.
    const broken = new Proxy({} as Database, {
      get: () => () => {
        throw new Error('connect ECONNREFUSED 10.0.0.5:5432 password=hunter2')
      },
    })
    const app = createApp({ db: broken, logError })
    const response = await app.request(`${API}/Certificates`, withClientHeaders())
    expect(response.status).toBe(500)
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'")
    expect(response.headers.get('X-Request-Id')).toBeTruthy()
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: 'Internal server error',
      requestId: response.headers.get('X-Request-Id'),
    })
    expect(text).not.toMatch(/ECONNREFUSED|hunter2|\.ts:\d+/)
    expect(logError).toHaveBeenCalledOnce()
  })
})
