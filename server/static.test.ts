// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressFolder } from '../scripts/precompress-plugin.ts'
import { createApp } from './app.ts'
import { NOT_FOUND_FILE, prerenderedFile, REDIRECTS_FILE } from './prerendered.ts'
import { SITE_URL_PLACEHOLDER } from './site-url.ts'
import { chooseEncoding, encodingWeights, type Encoding } from './static.ts'

const SCRIPT = Array.from({ length: 300 }, (_, i) => `export const n${i} = ${i}\n`).join('')
const INDEX_HTML = `<!doctype html><title>Mzansi Clearing</title><div id="root"></div>${'<!-- shell -->'.repeat(100)}`
const HOME_HTML = `<!doctype html><title>Mzansi Clearing</title><div id="root">${'<p>Home</p>'.repeat(200)}</div>`
const NOT_FOUND_HTML = `<!doctype html><title>Page not found</title><div id="root" data-render="client">${'<h1>We could not find that page</h1>'.repeat(50)}</div>`
const SMALL_CSS = 'body{color:red}'
const SITE_URL = 'https://www.mzansiclearing.example'
/** A prerendered page as the build writes it: absolute addresses on the placeholder origin. */
const pageHtml = (path: string) =>
  [
    '<!doctype html><html><head><title>EFT</title>',
    `<link rel="canonical" href="${SITE_URL_PLACEHOLDER}${path}" />`,
    `<meta property="og:url" content="${SITE_URL_PLACEHOLDER}${path}" />`,
    `<script type="application/ld+json">{"item":"${SITE_URL_PLACEHOLDER}${path}"}</script>`,
    `</head><body><div id="root">${'<p>Electronic funds transfer</p>'.repeat(100)}`,
    '<footer><p>© <span data-current-year="">2026</span> Mzansi Clearing.</p></footer>',
    '</div></body></html>',
  ].join('')
const PICTURE = Buffer.alloc(4096, 7)
/** A widget registry item as the build writes it: its dependencies named by the placeholder. */
const REGISTRY_ITEM = JSON.stringify({
  name: 'pager',
  registryDependencies: [`${SITE_URL_PLACEHOLDER}/r/lib-cn.json`],
  files: [{ path: 'src/ui/pager.tsx', content: 'export function Pager() {}\n'.repeat(40) }],
})

let workDir: string
let distDir: string
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'mzansi-static-'))
  distDir = join(workDir, 'dist')
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  mkdirSync(join(distDir, 'prerendered'))
  writeFileSync(join(distDir, 'index.html'), INDEX_HTML)
  writeFileSync(
    join(distDir, 'routes.json'),
    JSON.stringify([
      '/',
      '/about-us/career',
      '/services/eft',
      '/about-us/careers',
      '/annual-business-report',
    ]),
  )
  writeFileSync(
    join(distDir, REDIRECTS_FILE),
    JSON.stringify({
      '/about-us/careers': '/about-us/career',
      '/annual-business-report': 'https://www.mzansiclearing.example/annual-business-report',
    }),
  )
  writeFileSync(join(distDir, NOT_FOUND_FILE), NOT_FOUND_HTML)
  writeFileSync(join(distDir, prerenderedFile('/')), HOME_HTML)
  mkdirSync(join(distDir, 'prerendered', 'services'))
  writeFileSync(join(distDir, prerenderedFile('/services/eft')), pageHtml('/services/eft'))
  writeFileSync(join(distDir, 'assets', 'index-abc123.js'), SCRIPT)
  writeFileSync(join(distDir, 'assets', 'index-abc123.css'), SMALL_CSS)
  writeFileSync(join(distDir, 'picture.png'), PICTURE)
  mkdirSync(join(distDir, 'r'))
  writeFileSync(join(distDir, 'r', 'pager.json'), REGISTRY_ITEM)
  writeFileSync(join(distDir, 'r', 'CHANGELOG.md'), '# Widget library changelog\n')
  await precompressFolder(distDir)
  app = createApp({ distDir, siteUrl: SITE_URL })
})

afterAll(() => rmSync(workDir, { recursive: true, force: true }))

const get = (path: string, acceptEncoding?: string) =>
  app.request(
    path,
    acceptEncoding === undefined ? {} : { headers: { 'Accept-Encoding': acceptEncoding } },
  )

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())
/** An answer's text, decoded from whichever encoding the server chose. */
const decodedText = async (response: Response) => {
  const body = await bytes(response)
  const encoding = response.headers.get('Content-Encoding')
  if (encoding === 'br') return brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return gunzipSync(body).toString()
  return body.toString()
}

describe('Accept-Encoding', () => {
  const both = new Set<Encoding>(['br', 'gzip'])
  it.each([
    ['gzip, deflate, br', 'br'],
    ['br', 'br'],
    ['BR;Q=0.9', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['deflate, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.000, gzip;q=0.1', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['gzip ; q=0.5 , br ; q=0.8', 'br'],
    ['gzip;q=0.8, br;q=0.8', 'br'],
    ['*', 'br'],
    ['*;q=0.5, br;q=0', 'gzip'],
    ['br;q=abc, gzip', 'gzip'],
    ['br;level=1', 'br'],
  ])('chooses from %j: %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected)
  })

  it.each([
    undefined,
    '',
    'identity',
    'deflate',
    'br;q=0, gzip;q=0',
    '*;q=0',
    'gzip;q=0.0, br;q=0',
  ])('sends the file as it is for %j', (header) => {
    expect(chooseEncoding(header, both)).toBeUndefined()
  })

  it('chooses only among the copies there are', () => {
    expect(chooseEncoding('br, gzip', new Set(['gzip']))).toBe('gzip')
    expect(chooseEncoding('br', new Set(['gzip']))).toBeUndefined()
    expect(chooseEncoding('br, gzip', new Set())).toBeUndefined()
  })

  it('weighs encodings the header does not name by its *', () => {
    expect(encodingWeights('*;q=0.3, gzip')).toEqual({ br: 0.3, gzip: 1 })
    expect(encodingWeights('deflate')).toEqual({ br: 0, gzip: 0 })
  })
})

describe('precompressed files of the built site', () => {
  it('sends the .br copy to a client that accepts br', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    // Decoded once it is the file: the compressor did not encode it a second time.
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(SCRIPT)
  })

  it('sends the .gz copy to a client that accepts gzip only', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate')
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    expect(gunzipSync(await bytes(response)).toString()).toBe(SCRIPT)
  })

  it.each([undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0'])(
    'sends the file as it is for Accept-Encoding %j',
    async (acceptEncoding) => {
      const response = await get('/assets/index-abc123.js', acceptEncoding)
      expect(response.headers.get('Content-Encoding')).toBeNull()
      expect(response.headers.get('Vary')).toBe('Accept-Encoding')
      expect(await response.text()).toBe(SCRIPT)
    },
  )

  it('never compresses per request a file the build left without copies', async () => {
    for (const path of ['/assets/index-abc123.css', '/picture.png']) {
      const response = await get(path, 'gzip, deflate, br')
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Encoding'), path).toBeNull()
      expect(response.headers.get('Vary'), path).toBeNull()
    }
    expect(await (await get('/assets/index-abc123.css', 'gzip')).text()).toBe(SMALL_CSS)
    expect(await bytes(await get('/picture.png', 'gzip'))).toEqual(PICTURE)
  })

  it('sends a prerendered page, whatever its query string, and the Not Found page precompressed', async () => {
    const home = await get('/', 'br')
    expect(home.status).toBe(200)
    expect(home.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect(home.headers.get('Cache-Control')).toBe('no-cache')
    expect(home.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(home)).toString()).toBe(HOME_HTML)

    // A tracking parameter changes nothing on the page: it is the prerendered page.
    for (const path of ['/?utm_source=x', '/?fbclid=IwAR0abc', '/services/eft?utm_medium=email']) {
      const withQuery = await get(path, 'gzip')
      expect(withQuery.status, path).toBe(200)
      expect(gunzipSync(await bytes(withQuery)).toString(), path).not.toBe(INDEX_HTML)
    }
    expect(gunzipSync(await bytes(await get('/?utm_source=x', 'gzip'))).toString()).toBe(HOME_HTML)

    const appOnly = await get('/about-us/career', 'br')
    expect(brotliDecompressSync(await bytes(appOnly)).toString()).toBe(INDEX_HTML)

    const missing = await get('/no-such-page', 'gzip, br')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Content-Encoding')).toBe('br')
    expect(missing.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(await bytes(missing)).toString()).toBe(NOT_FOUND_HTML)

    const plain = await get('/')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(await plain.text()).toBe(HOME_HTML)
  })

  it('answers a redirect route with a permanent redirect, keeping the query on the site', async () => {
    const careers = await get('/about-us/careers')
    expect(careers.status).toBe(301)
    expect(careers.headers.get('Location')).toBe('/about-us/career')
    expect(await careers.text()).toBe('')
    const tracked = await get('/about-us/careers/?utm_source=news')
    expect(tracked.status).toBe(301)
    expect(tracked.headers.get('Location')).toBe('/about-us/career?utm_source=news')
    const external = await get('/annual-business-report?utm_source=news')
    expect(external.status).toBe(301)
    expect(external.headers.get('Location')).toBe(
      'https://www.mzansiclearing.example/annual-business-report',
    )
  })

  it('answers HEAD with the headers of the encoded copy and no body', async () => {
    const response = await app.request('/assets/index-abc123.js', {
      method: 'HEAD',
      headers: { 'Accept-Encoding': 'br' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe('br')
    expect(await response.text()).toBe('')
  })

  it('gives HTML an ETag, and answers 304 without a body when the client has the page', async () => {
    const first = await get('/services/eft', 'br')
    const etag = first.headers.get('ETag')
    expect(etag).toMatch(/^W\/"[\w-]+"$/)
    // The same content in any encoding is the same entity.
    expect((await get('/services/eft', 'gzip')).headers.get('ETag')).toBe(etag)
    expect((await get('/services/eft')).headers.get('ETag')).toBe(etag)
    expect((await get('/')).headers.get('ETag')).not.toBe(etag)
    expect((await get('/no-such-page')).headers.get('ETag')).toMatch(/^W\//)

    const revalidate = (path: string, ifNoneMatch: string) =>
      app.request(path, { headers: { 'If-None-Match': ifNoneMatch, 'Accept-Encoding': 'br' } })
    for (const tag of [etag!, etag!.slice(2), `"other", ${etag}`, '*']) {
      const again = await revalidate('/services/eft?utm_source=x', tag)
      expect(again.status, tag).toBe(304)
      expect(again.headers.get('ETag')).toBe(etag)
      expect(again.headers.get('Cache-Control')).toBe('no-cache')
      expect(again.headers.get('Vary')).toBe('Accept-Encoding')
      expect(again.headers.get('Content-Encoding')).toBeNull()
      expect(await again.text()).toBe('')
    }
    const changed = await revalidate('/services/eft', 'W/"something-else"')
    expect(changed.status).toBe(200)
    // Not Found stays 404 with its page, whatever the client holds.
    expect((await revalidate('/no-such-page', '*')).status).toBe(404)
  })

  it('keeps prerendered pages out of reach at their own paths, in any encoding', async () => {
    for (const path of [
      '/prerendered/index.html',
      '/prerendered/index.html.br',
      '//prerendered/index.html',
    ]) {
      const response = await get(path, 'br')
      expect(response.status, path).toBe(404)
      expect(brotliDecompressSync(await bytes(response)).toString()).toBe(NOT_FOUND_HTML)
    }
  })

  it('answers a compressed copy asked for by name as a plain file', async () => {
    const response = await get('/assets/index-abc123.js.br', 'gzip, br')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBeNull()
    expect(brotliDecompressSync(await bytes(response)).toString()).toBe(SCRIPT)
  })

  it('keeps each file in memory after its first request', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mzansi-static-memory-'))
    try {
      writeFileSync(join(dir, 'index.html'), INDEX_HTML)
      writeFileSync(join(dir, 'routes.json'), '["/"]')
      mkdirSync(join(dir, 'assets'))
      writeFileSync(join(dir, 'assets', 'app-1.js'), SCRIPT)
      await precompressFolder(dir)
      const site = createApp({ distDir: dir })
      const request = () =>
        site.request('/assets/app-1.js', { headers: { 'Accept-Encoding': 'gzip' } })
      expect((await request()).status).toBe(200)
      rmSync(join(dir, 'assets'), { recursive: true })
      const again = await request()
      expect(again.status).toBe(200)
      expect(gunzipSync(await bytes(again)).toString()).toBe(SCRIPT)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('absolute addresses in the HTML', () => {
  const canonical = (html: string) =>
    /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? 'no canonical link'

  it.each([
    ['plain', undefined, (body: Buffer) => body.toString()],
    ['gzip', 'gzip', (body: Buffer) => gunzipSync(body).toString()],
    ['br', 'br, gzip', (body: Buffer) => brotliDecompressSync(body).toString()],
  ] as const)('name SITE_URL in the %s answer', async (encoding, acceptEncoding, decode) => {
    const response = await get('/services/eft', acceptEncoding)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Encoding')).toBe(encoding === 'plain' ? null : encoding)
    expect(response.headers.get('Vary')).toBe('Accept-Encoding')
    const html = decode(await bytes(response))
    expect(canonical(html)).toBe(`${SITE_URL}/services/eft`)
    expect(html).toContain(`<meta property="og:url" content="${SITE_URL}/services/eft" />`)
    expect(html).toContain(`{"item":"${SITE_URL}/services/eft"}`)
    expect(html).not.toContain(SITE_URL_PLACEHOLDER)
  })

  it('serves a widget registry item as JSON naming its dependencies on this site', async () => {
    for (const acceptEncoding of [undefined, 'gzip', 'br']) {
      const response = await get('/r/pager.json', acceptEncoding)
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(response.headers.get('Cache-Control')).toMatch(/max-age=/)
      expect(response.headers.get('ETag')).toMatch(/^W\/"/)
      const item = JSON.parse(await decodedText(response)) as { registryDependencies: string[] }
      expect(item.registryDependencies).toEqual([`${SITE_URL}/r/lib-cn.json`])
    }
  })

  it("shows the widget library's changelog as text rather than downloading it", async () => {
    const response = await get('/r/CHANGELOG.md')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=UTF-8')
    expect(await response.text()).toBe('# Widget library changelog\n')
  })

  it('never sends the placeholder origin, whatever is asked for', async () => {
    const asked = [
      '/',
      '/services/eft',
      '/services/eft/',
      '/services/eft?x=1',
      '/about-us/career',
      '/no-such-page',
      '/index.html',
      '/prerendered/services/eft.html',
      '/prerendered/services/eft.html.br',
      '/prerendered/services/eft.html.gz',
    ]
    for (const path of asked) {
      for (const acceptEncoding of [undefined, 'gzip', 'br']) {
        const text = await decodedText(await get(path, acceptEncoding))
        expect(text, `${path} ${acceptEncoding}`).not.toContain(SITE_URL_PLACEHOLDER)
      }
    }
  })

  it('shows the year of the day it is served, not of the build, in every encoding', async () => {
    // 22:30 UTC on 31 December is already the new year in South Africa.
    let now = new Date('2026-12-31T21:59:00Z')
    const site = createApp({ distDir, siteUrl: SITE_URL, now: () => now })
    const yearOf = async (acceptEncoding: string | undefined) => {
      const response = await site.request('/services/eft', {
        headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
      })
      const text = await decodedText(response)
      return /<span data-current-year="">(\d{4})<\/span>/.exec(text)?.[1]
    }
    for (const encoding of [undefined, 'gzip', 'br']) expect(await yearOf(encoding)).toBe('2026')
    now = new Date('2026-12-31T22:30:00Z')
    for (const encoding of [undefined, 'gzip', 'br']) expect(await yearOf(encoding)).toBe('2027')
  })

  it('takes the origin the server knows once it listens', async () => {
    let origin = 'http://localhost:1'
    const late = createApp({ distDir, siteUrl: () => origin })
    origin = 'http://localhost:5331'
    const response = await late.request('/services/eft')
    expect(canonical(await response.text())).toBe('http://localhost:5331/services/eft')
  })
})
