// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { notifyContentChanged } from './content/events.ts'
import { countQueries, describeWithDatabase } from './db/test-database.ts'
import { SERVER_RENDERED_FILE, SSR_ENTRY } from './page-renderer.ts'
import { NOT_FOUND_FILE, prerenderedFile } from './prerendered.ts'
import { makeContentDir, seed, testApp } from './routes/test-fixtures.ts'
import { WAIT_LIMIT_MS } from '../tests/limits.ts'

/**
 * The pages the server renders are bounded like the API: an unknown article, category or tag is
 * the Not Found page without a render, a render in flight is shared, and each client's requests
 * for rendered pages count against the same per-address budget as its API reads.
 */

const SHELL = [
  '<!doctype html><html><head><title>Mzansi Clearing</title>',
  '<meta name="description" content="The site\'s own description" />',
  '<meta property="og:type" content="website" />',
  '</head><body><div id="root"></div></body></html>',
].join('')
const NOT_FOUND =
  '<!doctype html><title>Page not found</title><div id="root" data-render="client"><h1>We could not find that page</h1></div>'

/**
 * A server-render bundle that counts its renders (in this process) and, while a test holds
 * `renderTurn`, waits for it before it renders.
 */
const ENTRY = `
export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
export async function renderPageWithData(path) {
  globalThis.renders = (globalThis.renders ?? 0) + 1
  await globalThis.renderTurn
  const pathname = new URL(path, 'http://x').pathname
  return { html: '<main><h1>Rendered ' + path + '</h1></main>', title: 'Content Hub', status: 200,
    afterRoot: '', description: 'd', path: pathname, breadcrumb: [], routeIds: [] }
}
`

const renders = () => (globalThis as { renders?: number }).renders ?? 0

/** Holds every render that starts from now until the returned function is called. */
function holdRenders(): () => void {
  let release = () => {}
  const shared = globalThis as { renderTurn?: Promise<void> }
  shared.renderTurn = new Promise<void>((resolve) => (release = resolve))
  return () => {
    delete shared.renderTurn
    release()
  }
}

let root: string
let distDir: string
let contentDir: string
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'rendered-pages-'))
  distDir = join(root, 'dist')
  mkdirSync(join(distDir, 'prerendered'), { recursive: true })
  mkdirSync(join(root, 'dist-ssr'))
  writeFileSync(join(distDir, 'index.html'), SHELL)
  writeFileSync(join(distDir, 'routes.json'), JSON.stringify(['/', '/blog', '/blog/post/$slug']))
  writeFileSync(
    join(distDir, SERVER_RENDERED_FILE),
    JSON.stringify({
      '/blog': { params: ['category', 'tag', 'page', 'ignored'] },
      '/blog/post/$slug': { params: [] },
    }),
  )
  writeFileSync(
    join(distDir, prerenderedFile('/')),
    SHELL.replace('<div id="root"></div>', '<div id="root"><h1>Home</h1></div>'),
  )
  writeFileSync(join(distDir, NOT_FOUND_FILE), NOT_FOUND)
  writeFileSync(join(root, 'dist-ssr', SSR_ENTRY), ENTRY)
  contentDir = makeContentDir()
})
afterAll(() => {
  rmSync(root, { recursive: true, force: true })
  rmSync(contentDir, { recursive: true, force: true })
})

describeWithDatabase('server-rendered pages', (database) => {
  beforeAll(async () => seed(database().db))
  // Each test starts from renders nobody has asked for yet.
  beforeEach(() => notifyContentChanged())

  const app = (readsPerMinute = 100_000) =>
    testApp(database().db, contentDir, {
      distDir,
      ssrDir: join(root, 'dist-ssr'),
      // In this thread, so that the bundle's count of renders is this test's to read.
      renderThreads: 0,
      rateLimits: { reads: { limit: readsPerMinute, windowMs: 60_000 } },
    })

  it('answers an unknown or unpublished article with the Not Found page, rendering nothing', async () => {
    const site = app()
    const before = renders()
    for (const path of ['/blog/post/no-such-article', '/blog/post/future-article']) {
      const response = await site.request(path)
      expect(response.status, path).toBe(404)
      expect(await response.text(), path).toBe(NOT_FOUND)
    }
    expect(renders()).toBe(before)

    for (const path of [
      '/blog/post/debicheck-mandates',
      '/blog?category=payments-industry',
      '/blog?tag=debicheck',
    ]) {
      const response = await site.request(path)
      expect(response.status, path).toBe(200)
      expect(await response.text(), path).toContain('<h1>Rendered')
    }
  })

  it('answers an unknown category or tag with the Not Found page, with no render and no query', async () => {
    const site = app()
    // The day's vocabulary is read once (here, by the first request); then only memory is asked.
    expect((await site.request('/blog?category=no-such-category')).status).toBe(404)
    const queries = countQueries(database().db)
    const before = renders()
    try {
      for (const path of [
        '/blog?category=no-such-category',
        '/blog?category=another-category',
        '/blog?tag=no-such-tag',
        '/blog?category=payments-industry&tag=no-such-tag',
        '/blog?category=no-such-category&tag=debicheck&page=2',
        // Read as the page reads it: "%22sadc%22" is the string sadc to the site's router.
        '/blog?tag=%22no-such-tag%22',
        '/blog?tag=no-such-tag&utm_source=newsletter',
      ]) {
        const response = await site.request(path)
        expect(response.status, path).toBe(404)
        expect(await response.text(), path).toBe(NOT_FOUND)
      }
      expect(renders()).toBe(before)
      expect(queries.count()).toBe(0)

      // A category and a published article's tag go on to the page, and so does a value the page
      // drops (it sends the visitor to the address without it).
      for (const path of [
        '/blog?category=payments-industry',
        '/blog?category=company-news&tag=company',
        '/blog?tag=%22debicheck%22',
        '/blog?category=Not%20A%20Category',
        '/blog?tag=2025',
      ]) {
        const response = await site.request(path)
        expect(response.status, path).toBe(200)
        expect(await response.text(), path).toContain('<h1>Rendered')
      }
      // On Postgres each render spends the address's render budget, which every instance shares.
      expect(queries.count(/rate_limit_windows|address_salt|settings/)).toBe(0)
    } finally {
      queries.restore()
    }
  })

  it('renders a page once for everyone asking at the same moment', async () => {
    const site = app()
    const before = renders()
    // The render is held until it has started, so the others ask while it is under way.
    const release = holdRenders()
    const asked = Promise.all(
      Array.from({ length: 5 }, () => site.request('/blog?tag=payments&utm_source=x')),
    )
    try {
      await vi.waitFor(() => expect(renders()).toBeGreaterThan(before), { timeout: WAIT_LIMIT_MS })
    } finally {
      release()
    }
    const answers = await asked
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
    expect(renders()).toBe(before + 1)
    // Parameters the page does not read make no other render.
    await site.request('/blog?tag=payments&fbclid=abc')
    expect(renders()).toBe(before + 1)
  })

  it('sends a rendered page compressed as the client asks, the same bytes each time', async () => {
    const site = app()
    const ask = (encoding: string) =>
      site.request('/blog?tag=debicheck', { headers: { 'Accept-Encoding': encoding } })
    const [first, second, gzipped, plain] = [
      await ask('br'),
      await ask('br'),
      await ask('gzip'),
      await ask('identity'),
    ]
    expect(first.headers.get('Content-Encoding')).toBe('br')
    expect(first.headers.get('Vary')).toBe('Accept-Encoding')
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer())
    const brotli = await bytes(first)
    expect(await bytes(second)).toEqual(brotli)
    const html = await plain.text()
    expect(html).toContain('<h1>Rendered /blog?tag=debicheck</h1>')
    expect(brotliDecompressSync(brotli).toString()).toBe(html)
    expect(gunzipSync(await bytes(gzipped)).toString()).toBe(html)
  })

  it('counts requests for rendered pages against the address’s budget, and says when to come back', async () => {
    const site = app(3)
    for (let request = 0; request < 3; request += 1) {
      expect((await site.request('/blog?tag=debicheck')).status).toBe(200)
    }
    const refused = await site.request('/blog?tag=debicheck', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(refused.headers.get('Content-Type')).toMatch(/^text\/html/)
    // A few hundred bytes, sent as they are: a flood of refusals costs no compression.
    expect(refused.headers.get('Content-Encoding')).toBeNull()
    expect(await refused.text()).toContain('<h1>Too many requests</h1>')
    // A prerendered page costs nothing to send and is not counted.
    expect((await site.request('/')).status).toBe(200)
  })
})
