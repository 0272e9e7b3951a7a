// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { withClientHeaders } from './middleware/test-helpers.ts'
import { prerenderedFile } from './prerendered.ts'
import { matchesRoute, safeSegments } from './static.ts'

const INDEX_HTML = '<!doctype html><title>Mzansi Clearing</title><div id="root"></div>'
const ROUTES = ['/', '/services/eft', '/blog/post/$slug', '/about-us/career']
/** The pages the build rendered ahead of time (the career page has none, as a page may not). */
const PRERENDERED: Readonly<Record<string, string>> = {
  '/': '<!doctype html><title>Mzansi Clearing</title><div id="root"><h1>Home</h1></div>',
  '/services/eft': '<!doctype html><title>Services | EFT</title><div id="root"><h1>EFT</h1></div>',
}

let workDir: string
let distDir: string
let app: ReturnType<typeof createApp>

beforeAll(() => {
  // A secret beside the served folder: no request may ever reach it.
  workDir = mkdtempSync(join(tmpdir(), 'mzansi-server-'))
  writeFileSync(join(workDir, 'package.json'), '{"secret":true}')
  distDir = join(workDir, 'dist')
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML)
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(ROUTES))
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), 'console.log("app")')
  writeFileSync(join(distDir, 'assets', 'index-abc123.css'), 'body{color:red}')
  writeFileSync(join(distDir, 'robots.txt'), 'User-agent: *\nAllow: /\n')
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  mkdirSync(join(distDir, 'prerendered', 'services'), { recursive: true })
  for (const [path, html] of Object.entries(PRERENDERED)) {
    writeFileSync(join(distDir, prerenderedFile(path)), html)
  }
  app = createApp({ distDir })
})

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

describe('static files', () => {
  it('serves hashed assets with a year-long immutable cache and their content type', async () => {
    const response = await app.request('/assets/index-abc123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(await response.text()).toBe('console.log("app")')
  })

  it('serves CSS as CSS', async () => {
    const response = await app.request('/assets/index-abc123.css')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/css/)
  })

  it('gives other public files a short cache', async () => {
    for (const path of ['/robots.txt', '/favicon.svg']) {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=3600')
    }
    const svg = await app.request('/favicon.svg')
    expect(svg.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
  })

  it('serves index.html itself with no-cache', async () => {
    const response = await app.request('/index.html')
    expect(response.status).toBe(200)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
  })
})

describe('the app and its routes', () => {
  it.each([
    ['/', '/'],
    ['/services/eft', '/services/eft'],
    ['/services/eft/', '/services/eft'],
    // A query string the page does not read (tracking, a stray search) changes nothing on it.
    ['/services/eft?q=atm', '/services/eft'],
    ['/?utm_source=newsletter', '/'],
  ])('answers the route %s with its prerendered page and 200', async (path, route) => {
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await response.text()).toBe(PRERENDERED[route])
  })

  it.each(['/blog/post/some-article', '/about-us/career', '/about-us/career?x=1'])(
    'answers the app to render in the browser, with 200, for %s',
    async (path) => {
      const response = await app.request(path)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(response.headers.get('Cache-Control')).toBe('no-cache')
      expect(await response.text()).toBe(INDEX_HTML)
    },
  )

  it.each([
    '/definitely-not-a-page',
    '/services',
    '/services/eft/extra',
    '/blog/post',
    '/blog/post/',
    '/blog/post/a/b',
    '/assets/missing-123.js',
    '/assets/',
    '/routes',
    '/prerendered',
    '/prerendered/index.html',
    '/prerendered/services/eft.html',
  ])('answers the app with 404 for the unknown path %s', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(404)
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(response.headers.get('Cache-Control')).toBe('no-cache')
    expect(await response.text()).toBe(INDEX_HTML)
  })

  it('answers HEAD like GET without a body', async () => {
    const response = await app.request('/services/eft', { method: 'HEAD' })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('')
  })
})

describe('path traversal', () => {
  it.each([
    '/assets/../../package.json',
    '/../package.json',
    '/assets/%2e%2e/%2e%2e/package.json',
    '/assets/%2E%2E/%2E%2E/package.json',
    '/assets/..%2f..%2fpackage.json',
    '/assets/..%2F..%2Fpackage.json',
    '/assets/..%5c..%5cpackage.json',
    '/assets/%252e%252e/%252e%252e/package.json',
    '/%2e%2e%2fpackage.json',
    '/assets/%00../package.json',
    '/assets/%E0%A4%A',
  ])('never serves a file outside dist for %s', async (path) => {
    const response = await app.request(path)
    expect(response.status).toBe(404)
    expect(await response.text()).not.toContain('secret')
  })

  it('refuses the same paths sent raw, without URL normalisation', async () => {
    const request = new Request('http://localhost/assets/index-abc123.js')
    Object.defineProperty(request, 'url', { value: 'http://localhost/assets/../../package.json' })
    const response = await app.fetch(request)
    expect(await response.text()).not.toContain('secret')
  })
})

describe('the API', () => {
  it.each(['/api/unknown', '/api/public/v2/Nothing', '/api'])(
    'answers JSON 404 for %s',
    async (path) => {
      const response = await app.request(path, withClientHeaders())
      expect(response.status).toBe(404)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(await response.json()).toEqual({ error: 'Not found' })
    },
  )

  it('answers JSON 404 for other methods too', async () => {
    const response = await app.request('/api/Contact', { method: 'POST', body: '{}' })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ error: 'Not found' })
  })
})

describe('headers', () => {
  it('sets the secure headers and a request id on every answer', async () => {
    for (const path of ['/', '/assets/index-abc123.js', '/api/x', '/nope']) {
      const response = await app.request(path)
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('X-Frame-Options')).toBe('DENY')
      expect(response.headers.get('Referrer-Policy')).toBeTruthy()
      expect(response.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/)
    }
  })

  it('never compresses a static file per request (the build writes its .br and .gz)', async () => {
    const big = 'x'.repeat(5000)
    writeFileSync(join(distDir, 'assets', 'big-1.js'), big)
    const response = await createApp({ distDir }).request('/assets/big-1.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(await response.text()).toBe(big)
  })
})

describe('matchesRoute', () => {
  it('matches static, dynamic and splat segments', () => {
    expect(matchesRoute('/', [])).toBe(true)
    expect(matchesRoute('/services/eft', ['services', 'eft'])).toBe(true)
    expect(matchesRoute('/services/eft', ['services', 'pos'])).toBe(false)
    expect(matchesRoute('/blog/post/$slug', ['blog', 'post', 'x'])).toBe(true)
    expect(matchesRoute('/blog/post/$slug', ['blog', 'post', ''])).toBe(false)
    expect(matchesRoute('/files/$', ['files', 'a', 'b'])).toBe(true)
    expect(matchesRoute('/services/eft', ['services'])).toBe(false)
    expect(matchesRoute('/services/eft', ['services', 'eft', 'x'])).toBe(false)
  })

  it('refuses segments that could leave the folder', () => {
    expect(safeSegments('/a/%2e%2e/b')).toBeNull()
    expect(safeSegments('/a/b%2Fc')).toBeNull()
    expect(safeSegments('/a/b')).toEqual(['a', 'b'])
  })
})
