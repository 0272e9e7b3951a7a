// @vitest-environment node
import { pathToFileURL } from 'node:url'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { notifyContentChanged } from './content/events.ts'
import {
  BUSY_RETRY_SECONDS,
  createPageRenderer,
  type ServerPage,
  SSR_ENTRY,
} from './page-renderer.ts'
import { gunzipSync } from 'node:zlib'
import { entityTag } from './page-bytes.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'
import { articleCardImage, SHARE_CARDS_FILE, type ShareCards } from './share-cards.ts'

const SHELL = [
  '<!doctype html><html><head><title>Mzansi Clearing</title>',
  '<meta name="description" content="The site\'s own description" />',
  '<meta property="og:type" content="website" />',
  '</head><body><div id="root"></div></body></html>',
].join('')

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

/** A built site (its shell) and a server-render bundle of the given source, in a folder of its own. */
async function setup(
  entrySource: string,
  timeoutMs?: number,
  shareCards?: ShareCards,
  pool: Partial<
    Pick<
      Parameters<typeof createPageRenderer>[0],
      'threads' | 'maxQueue' | 'fetch' | 'siteUrl' | 'clock'
    >
  > = {},
) {
  const root = mkdtempSync(join(tmpdir(), 'page-renderer-'))
  roots.push(root)
  const distDir = join(root, 'dist')
  const ssrDir = join(root, 'dist-ssr')
  mkdirSync(distDir)
  mkdirSync(ssrDir)
  writeFileSync(join(distDir, 'index.html'), SHELL)
  writeFileSync(join(ssrDir, SSR_ENTRY), entrySource)
  if (shareCards) writeFileSync(join(distDir, SHARE_CARDS_FILE), JSON.stringify(shareCards))
  const log = vi.fn()
  const render = createPageRenderer({
    distDir,
    ssrDir,
    routes: { '/blog': { params: ['category', 'page'] }, '/blog/post/$slug': { params: [] } },
    // In this thread, so that the bundle's count of renders is this test's to read.
    threads: pool.threads ?? 0,
    ...(pool.maxQueue === undefined ? {} : { maxQueue: pool.maxQueue }),
    fetch: pool.fetch ?? (() => Promise.reject(new Error('no API in this test'))),
    log,
    ...(pool.siteUrl === undefined ? {} : { siteUrl: pool.siteUrl }),
    ...(pool.clock === undefined ? {} : { clock: pool.clock }),
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  })
  renderers.push(render)
  return { render, log, entryUrl: pathToFileURL(join(ssrDir, SSR_ENTRY)).href }
}

const renderers: { close: () => Promise<void> }[] = []
afterAll(async () => {
  await Promise.all(renderers.map((renderer) => renderer.close()))
})

const COUNTING_ENTRY = `
globalThis.renders = (globalThis.renders ?? 0)
export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
export async function renderPageWithData(path) {
  globalThis.renders += 1
  const missing = path.startsWith('/blog/post/missing')
  return {
    html: '<main><h1>' + path + '</h1></main>',
    title: 'Rendered ' + path,
    status: missing ? 404 : 200,
    afterRoot: missing ? '' : '<script type="application/json" id="page-data">{"queries":[]}</script>',
    description: 'The page at ' + path,
    path: path.split('?')[0],
    breadcrumb: [{ name: 'Home', path: '/' }, { name: 'Content Hub', path: '/blog' }],
  }
}
`

/** The HTML of a rendered page; undefined for none or a redirect. */
const htmlOf = (page: ServerPage | null | undefined) =>
  page && 'html' in page ? page.html : undefined

const renders = () => (globalThis as { renders?: number }).renders ?? 0
const url = (path: string) => new URL(path, 'http://localhost')

/** A bundle whose render waits for its one API answer. */
const WAITING_ENTRY = `
export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
export async function renderPageWithData(path, fetch) {
  await (await fetch('/api/public/v2/BlogPosts')).text()
  return { html: '<main>' + path + '</main>', title: path, status: 200, afterRoot: '',
    description: '', path, breadcrumb: [] }
}
`

describe('createPageRenderer', () => {
  it(
    'refuses at once while every thread is busy, before spending the address’s budget',
    async () => {
      let answer = () => {}
      const held = new Promise<void>((resolve) => (answer = resolve))
      let asked = 0
      const { render } = await setup(WAITING_ENTRY, SLOW_TEST_LIMIT_MS, undefined, {
        threads: 1,
        maxQueue: 0,
        fetch: async () => {
          asked += 1
          await held
          return Response.json([])
        },
      })
      const first = render('/blog/post/$slug', url('/blog/post/a'))
      // The one thread has taken the first render: it waits for its data.
      await vi.waitFor(() => expect(asked).toBe(1), { timeout: SLOW_TEST_LIMIT_MS })
      const admit = vi.fn(() => Promise.resolve({ allowed: true, remaining: 1, resetInMs: 1 }))
      expect(await render('/blog/post/$slug', url('/blog/post/b'), admit)).toEqual({
        status: 503,
        retryAfterSeconds: BUSY_RETRY_SECONDS,
      })
      expect(admit).not.toHaveBeenCalled()
      answer()
      expect((await first)?.status).toBe(200)
    },
    SLOW_TEST_LIMIT_MS,
  )

  it('fills the shell with the page, its title and its data, and keeps it until content changes', async () => {
    const { render } = await setup(COUNTING_ENTRY)
    const before = renders()
    const page = await render('/blog/post/$slug', url('/blog/post/eft'))
    expect(page?.status).toBe(200)
    expect(htmlOf(page)).toContain('<div id="root"><main><h1>/blog/post/eft</h1></main></div>')
    expect(htmlOf(page)).toContain('<title>Rendered /blog/post/eft</title>')
    expect(htmlOf(page)).toContain('</div><script type="application/json" id="page-data">')
    expect(htmlOf(page)).toContain('<meta name="description" content="The page at /blog/post/eft"')
    expect(htmlOf(page)).toContain('"@type":"BreadcrumbList"')
    expect(renders()).toBe(before + 1)

    await render('/blog/post/$slug', url('/blog/post/eft'))
    expect(renders()).toBe(before + 1)

    notifyContentChanged(['blog/eft.md'], 'another-instance')
    await render('/blog/post/$slug', url('/blog/post/eft'))
    expect(renders()).toBe(before + 2)
  })

  it('finishes a page where it renders it: this site, this year, its bytes, its first encoding', async () => {
    let now = new Date('2026-12-31T21:00:00Z')
    const { render } = await setup(
      COUNTING_ENTRY.replace(
        "'</h1></main>'",
        '\'</h1></main><footer>© <span data-current-year="">2024</span></footer>\'',
      ),
      undefined,
      undefined,
      { siteUrl: () => 'https://www.example.test', clock: () => now },
    )
    const before = renders()
    const page = await render('/blog', url('/blog?page=3'), undefined, 'gzip')
    expect(page?.status).toBe(200)
    const html = htmlOf(page) ?? ''
    expect(html).toContain('<link rel="canonical" href="https://www.example.test/blog" />')
    expect(html).not.toContain('site-url.invalid')
    expect(html).toContain('<span data-current-year="">2026</span>')
    // Its bytes as sent, their entity tag, and the asking client's encoding made at once.
    const file = page !== null && 'file' in page ? page.file : undefined
    expect(Buffer.from(file?.plain ?? []).toString('utf8')).toBe(html)
    expect(file?.etag).toBe(entityTag(file?.plain ?? new Uint8Array()))
    expect(gunzipSync(file?.encoded.gzip ?? new Uint8Array()).toString('utf8')).toBe(html)
    expect(file?.encoded.br).toBeUndefined()
    expect(renders()).toBe(before + 1)
    // The same page for the rest of the year, whatever the encoding…
    expect(htmlOf(await render('/blog', url('/blog?page=3'), undefined, 'br'))).toBe(html)
    expect(renders()).toBe(before + 1)
    // …and rendered again in the new year (in South Africa, two hours ahead of UTC).
    now = new Date('2026-12-31T22:00:00Z')
    const next = htmlOf(await render('/blog', url('/blog?page=3'))) ?? ''
    expect(next).toContain('<span data-current-year="">2027</span>')
    expect(renders()).toBe(before + 2)
  })

  it('keeps a page through a change of content it did not read', async () => {
    // Each page asks the API for what it shows: the list for articles, the branches for one.
    const { render } = await setup(`
      export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
      export async function renderPageWithData(path, fetch) {
        globalThis.areaRenders = globalThis.areaRenders ?? {}
        globalThis.areaRenders[path] = (globalThis.areaRenders[path] ?? 0) + 1
        const api = path.endsWith('branches-near-you') ? '/api/public/v2/Branches?q=x' : '/api/public/v2/PublicBlogs/landing'
        await fetch(api).catch(() => null)
        return { html: '<main>' + path + '</main>', title: path, status: 200, afterRoot: '',
          description: path, path, breadcrumb: [{ name: 'Home', path: '/' }] }
      }
    `)
    const rendersOf = (path: string) =>
      (globalThis as { areaRenders?: Record<string, number> }).areaRenders?.[path] ?? 0
    const article = '/blog/post/eft-clearing'
    const branches = '/blog/post/branches-near-you'
    const both = async () => {
      await render('/blog/post/$slug', url(article))
      await render('/blog/post/$slug', url(branches))
      return [rendersOf(article), rendersOf(branches)]
    }
    expect(await both()).toEqual([1, 1])
    // An admin write to a notification: neither page read notifications.
    notifyContentChanged([], undefined, ['notifications'])
    expect(await both()).toEqual([1, 1])
    // A sync of one article: the page that read articles is rendered again, the other is kept.
    notifyContentChanged(['blog/eft-clearing.md'])
    expect(await both()).toEqual([2, 1])
    notifyContentChanged(['branches/branches.csv'], 'another-instance')
    expect(await both()).toEqual([2, 2])
    // A change that cannot say what it touched (a missed announcement) drops every page.
    notifyContentChanged([], 'reconnect')
    expect(await both()).toEqual([3, 3])
  })

  it('gives an article its own card and type, and the list the card the build drew', async () => {
    const article = {
      slug: 'eft-cut-offs',
      title: 'EFT cut-off times',
      summary: 'When a payment goes out today.',
      publishedAt: '2026-03-12',
      image: '/images/blog/eft-cut-offs.svg',
      category: { name: 'Payments industry' },
      tags: ['eft'],
    }
    const listCard = {
      path: '/assets/share/0123456789abcdef.png',
      alt: 'Mzansi Clearing. Content Hub',
    }
    const { render } = await setup(
      COUNTING_ENTRY.replace(
        'breadcrumb: [',
        `article: path.startsWith('/blog/post/') ? ${JSON.stringify(article)} : undefined,\n    breadcrumb: [`,
      ),
      undefined,
      { '/blog': listCard },
    )
    const card = articleCardImage(article)
    expect(card.path).toMatch(/^\/share-cards\/blog\/eft-cut-offs-[0-9a-f]{16}\.png$/)
    const post = htmlOf(await render('/blog/post/$slug', url('/blog/post/eft-cut-offs'))) ?? ''
    const origin = 'https://site-url.invalid'
    expect(post).toContain(`<meta property="og:image" content="${origin}${card.path}" />`)
    expect(post).toContain('<meta property="og:image:width" content="1200" />')
    expect(post).toContain('<meta property="og:image:height" content="630" />')
    expect(post).toContain(
      '<meta property="og:image:alt" content="Mzansi Clearing. Payments industry: EFT cut-off times. 12 March 2026" />',
    )
    expect(post).toContain('<meta name="twitter:card" content="summary_large_image" />')
    expect(post).toContain('<meta property="og:type" content="article" />')
    expect(post).not.toContain('content="website"')
    expect(post).toContain('<meta property="article:published_time" content="2026-03-12" />')
    expect(post).toContain('<meta property="article:section" content="Payments industry" />')
    expect(post).toContain(`"image":["${origin}${card.path}","${origin}${article.image}"]`)

    const list = htmlOf(await render('/blog', url('/blog?page=2'))) ?? ''
    expect(list).toContain(`<meta property="og:image" content="${origin}${listCard.path}" />`)
    expect(list).toContain('<meta property="og:type" content="website" />')
    expect(list).not.toContain('article:published_time')
  })

  it('renders a URL by the params its route reads, in one order: others make no new render', async () => {
    const { render } = await setup(COUNTING_ENTRY)
    const first = await render('/blog', url('/blog?page=2&category=fraud&utm_source=chat'))
    expect(htmlOf(first)).toContain('<h1>/blog?category=fraud&page=2</h1>')
    const before = renders()
    await render('/blog', url('/blog?category=fraud&page=2'))
    await render('/blog', url('/blog?page=2&x=1&category=fraud'))
    expect(renders()).toBe(before)
  })

  it('sends a Not Found page with 404, marked to be rendered again in the browser', async () => {
    const { render } = await setup(COUNTING_ENTRY)
    const page = await render('/blog/post/$slug', url('/blog/post/missing'))
    expect(page?.status).toBe(404)
    expect(htmlOf(page)).toContain('<div id="root" data-render="client">')
    expect(htmlOf(page)).not.toContain('page-data')
  })

  it('answers a URL the app sends to its canonical address with a permanent redirect there', async () => {
    const { render, log } = await setup(`
      export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
      export async function renderPageWithData(path) {
        return { redirect: true, location: '/blog?category=fraud' }
      }`)
    expect(await render('/blog', url('/blog?category=fraud&page=1'))).toEqual({
      status: 301,
      location: '/blog?category=fraud',
    })
    expect(log).not.toHaveBeenCalled()
  })

  it('answers null for a route it does not render', async () => {
    const { render } = await setup(COUNTING_ENTRY)
    expect(await render('/services/eft', url('/services/eft'))).toBeNull()
  })

  it('answers null, and says why, when the bundle is missing or a render fails', async () => {
    const { render, log } = await setup(
      'export async function renderPageWithData() { throw new Error("the API is down") }',
    )
    expect(await render('/blog', url('/blog'))).toBeNull()
    expect(log).toHaveBeenCalledWith(
      'Rendering /blog failed',
      undefined,
      expect.objectContaining({ errorClass: 'Error', cause: 'Error: the API is down' }),
    )

    const root = mkdtempSync(join(tmpdir(), 'page-renderer-'))
    roots.push(root)
    const missingLog = vi.fn()
    const missing = createPageRenderer({
      distDir: root,
      routes: { '/blog': { params: [] } },
      threads: 0,
      fetch: globalThis.fetch,
      log: missingLog,
    })
    expect(await missing('/blog', url('/blog'))).toBeNull()
    expect(missingLog).toHaveBeenCalledWith(expect.stringMatching(/^Server rendering is off/))
  })

  it('stops a render at its deadline (the visitor gets the page for the browser), and keeps nothing', async () => {
    // A render that waits for data that never comes, until its signal says to stop (but for one
    // address, which renders at once: it loads the bundle before the clock is the test's).
    const { render, log, entryUrl } = await setup(
      `export async function renderPageWithData(path, fetch, state, { signal }) {
          if (path.includes('warm')) return { html: '', title: '', status: 200, afterRoot: '', description: '', path: '/blog', breadcrumb: [] }
          globalThis.stuckRenders = (globalThis.stuckRenders ?? 0) + 1
          await new Promise((resolve, reject) => signal.addEventListener('abort', () => {
            globalThis.stoppedRenders = (globalThis.stoppedRenders ?? 0) + 1
            reject(signal.reason)
          }))
        }
        export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }`,
      50,
    )
    // The render code and the bundle loaded first, outside the 50 ms: on a busy machine loading
    // them alone can take longer than that.
    await Promise.all([import('./render-worker.ts'), import(entryUrl)])
    expect((await render('/blog', url('/blog?category=warm')))?.status).toBe(200)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    try {
      const counts = globalThis as { stuckRenders?: number; stoppedRenders?: number }
      const answer = render('/blog', url('/blog'))
      await vi.advanceTimersByTimeAsync(49)
      expect(counts.stoppedRenders).toBeUndefined()
      await vi.advanceTimersByTimeAsync(1)
      expect(await answer).toBeNull()
      expect(counts.stoppedRenders).toBe(1)
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/took over 50 ms; stopped/))
      // Nothing was kept: the next request renders again.
      const again = render('/blog', url('/blog'))
      await vi.advanceTimersByTimeAsync(50)
      expect(await again).toBeNull()
      expect([counts.stuckRenders, counts.stoppedRenders]).toEqual([2, 2])
      delete counts.stuckRenders
      delete counts.stoppedRenders
    } finally {
      vi.useRealTimers()
    }
  })
})
