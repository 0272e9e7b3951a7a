// @vitest-environment node
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { syncContent } from '../../content/index.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { INDEXING_FILE, type SiteIndexing } from '../../site-indexing.ts'
import { testApp } from '../test-fixtures.ts'
import { SLOW_TEST_LIMIT_MS } from '../../../tests/limits.ts'

const SITE = 'https://www.mzansiclearing.co.za'
const repositoryContent = fileURLToPath(new URL('../../../content', import.meta.url))
const INDEXING: SiteIndexing = {
  sitemap: ['/', '/blog', '/data-insights/indices', '/services/eft'],
  disallow: ['/test-button'],
}
const ROUTES = [...INDEXING.sitemap, '/blog/post/$slug', '/test-button', '/content-hub']
/** Every article in content/ (15 or more), all published by the test clock. */
const ARTICLES = readdirSync(join(repositoryContent, 'blog')).filter(
  (name) => name.endsWith('.md') && name.toLowerCase() !== 'readme.md',
).length

/** After every article in content/ is published (the latest is dated 2026-09-15). */
let clock = new Date('2027-01-15T10:00:00Z')

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  isArray: (name) => ['url', 'item'].includes(name),
  parseTagValue: false,
})

/** Parses a well-formed document or fails the test with the validator's reason. */
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text) as Record<string, unknown>
}

type SitemapUrl = { loc: string; lastmod?: string }
type FeedItem = {
  title: string
  link: string
  guid: { '#text': string; '@isPermaLink': string }
  pubDate: string
  description: string
  category: string
}
type Feed = {
  rss: {
    '@version': string
    channel: {
      title: string
      link: string
      description: string
      language: string
      lastBuildDate: string
      'atom:link': { '@href': string; '@rel': string; '@type': string }
      item: FeedItem[]
    }
  }
}

function article(slug: string, title: string, published: string) {
  return [
    '---',
    `title: ${JSON.stringify(title)}`,
    `slug: ${slug}`,
    'category: company-news',
    'tags: [testing]',
    `published: ${published}`,
    `summary: ${JSON.stringify(`Summary of ${title}`)}`,
    `image: /images/blog/${slug}.svg`,
    "imageAlt: ''",
    '---',
    '',
    'The body.',
    '',
  ].join('\n')
}

describeWithDatabase('sitemap, feed and robots.txt', (database) => {
  let workDir: string
  let contentDir: string
  let distDir: string
  let app: ReturnType<typeof testApp>

  const sync = async () => {
    const result = await syncContent(database().db, contentDir)
    expect(result.errors).toEqual([])
    return result
  }
  const text = async (path: string, init?: RequestInit) => {
    const response = await app.request(path, init)
    return { response, body: await response.text() }
  }
  const sitemapUrls = async () => {
    const { body } = await text('/sitemap.xml')
    return (parseXml(body) as { urlset: { url: SitemapUrl[] } }).urlset.url
  }
  const feed = async () => (parseXml((await text('/blog/feed.xml')).body) as Feed).rss.channel

  beforeAll(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'mzansi-discovery-'))
    // The editors' articles, without the rest of content/ (branches take a while to load).
    contentDir = join(workDir, 'content')
    cpSync(join(repositoryContent, 'blog'), join(contentDir, 'blog'), { recursive: true })
    distDir = join(workDir, 'dist')
    cpSync(join(repositoryContent, '..', 'index.html'), join(distDir, 'index.html'))
    writeFileSync(join(distDir, 'routes.json'), JSON.stringify(ROUTES))
    writeFileSync(join(distDir, INDEXING_FILE), JSON.stringify(INDEXING))
    await sync()
    app = testApp(database().db, contentDir, { distDir, siteUrl: SITE, now: () => clock })
  }, SLOW_TEST_LIMIT_MS)

  afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  it('lists every page of the build and every published article, with absolute addresses', async () => {
    const { response, body } = await text('/sitemap.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toMatch(/^application\/xml\b/)
    expect(body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
    const urls = (parseXml(body) as { urlset: { url: SitemapUrl[] } }).urlset.url
    const locs = urls.map((url) => url.loc)
    for (const path of INDEXING.sitemap) expect(locs).toContain(`${SITE}${path}`)
    expect(locs).toContain(`${SITE}/`)
    expect(locs.some((loc) => loc.includes('/test-button') || loc.includes('/content-hub'))).toBe(
      false,
    )
    expect(locs.some((loc) => loc.includes('$'))).toBe(false)
    const articles = urls.filter((url) => url.loc.startsWith(`${SITE}/blog/post/`))
    expect(articles).toHaveLength(ARTICLES)
    expect(articles.map((url) => url.loc)).toContain(
      `${SITE}/blog/post/payshap-and-real-time-clearing`,
    )
    for (const url of articles) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // The pages' text lives in the build: no lastmod that would only say when it was built.
    for (const url of urls.filter((url) => !articles.includes(url))) {
      expect(url.lastmod).toBeUndefined()
    }
    expect(urls).toHaveLength(INDEXING.sitemap.length + ARTICLES)
  })

  it('gives each article its publication date, or the day its file last changed', async () => {
    const lastmod = async (slug: string) =>
      (await sitemapUrls()).find((url) => url.loc === `${SITE}/blog/post/${slug}`)?.lastmod
    // Loading into a fresh database is not a change: the dates are the editors'.
    for (const item of (await feed()).item) {
      const slug = item.link.split('/').at(-1) ?? ''
      const day = new Date(Date.parse(item.pubDate) + 2 * 3600_000).toISOString().slice(0, 10)
      expect(await lastmod(slug)).toBe(day)
    }
    expect(await lastmod('payshap-and-real-time-clearing')).toBe('2026-04-14')

    // An edited file is a change, dated by the real clock (the content sync's).
    const file = join(contentDir, 'blog', 'payshap-and-real-time-clearing.md')
    const original = readFileSync(file, 'utf8')
    writeFileSync(file, `${original}\nA paragraph added later.\n`)
    try {
      await sync()
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' }).format(
        new Date(),
      )
      expect(await lastmod('payshap-and-real-time-clearing')).toBe(
        today > '2026-04-14' ? today : '2026-04-14',
      )
    } finally {
      writeFileSync(file, original)
      await sync()
    }
  })

  it('feeds the newest articles first as RSS 2.0 with a self link', async () => {
    const { response, body } = await text('/blog/feed.xml')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('application/rss+xml; charset=utf-8')
    const { rss } = parseXml(body) as Feed
    expect(rss['@version']).toBe('2.0')
    const channel = rss.channel
    expect(channel.title).toBe('Mzansi Clearing Content Hub')
    expect(channel.link).toBe(`${SITE}/blog`)
    expect(channel.description.length).toBeGreaterThan(20)
    expect(channel.language).toBe('en-ZA')
    expect(Number.isNaN(Date.parse(channel.lastBuildDate))).toBe(false)
    expect(channel['atom:link']).toEqual({
      '@href': `${SITE}/blog/feed.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    })
    expect(channel.item.length).toBeGreaterThanOrEqual(12)
    expect(channel.item).toHaveLength(Math.min(ARTICLES, 20))
    const dates = channel.item.map((item) => Date.parse(item.pubDate))
    expect(dates.every((date) => !Number.isNaN(date))).toBe(true)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(channel.item[0]?.pubDate).toBe('Tue, 15 Sep 2026 00:00:00 +0200')
    for (const item of channel.item) {
      expect(item.link).toMatch(new RegExp(`^${SITE}/blog/post/[a-z0-9-]+$`))
      expect(item.guid).toEqual({ '#text': item.link, '@isPermaLink': 'true' })
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} \d{4} /)
      expect(item.title.length).toBeGreaterThan(0)
      expect(item.description.length).toBeGreaterThan(0)
      expect(['Payments industry', 'Data insights', 'Company news']).toContain(item.category)
    }
  })

  it('names the sitemap in robots.txt and keeps the gallery out', async () => {
    const { response, body } = await text('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8')
    expect(body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /test-button',
      '',
      `Sitemap: ${SITE}/sitemap.xml`,
      '',
    ])
  })

  it('shows a new and a changed article after a content sync, escaped', async () => {
    const before = await feed()
    expect(before.item.some((item) => item.link.endsWith('/fees-and-charges'))).toBe(false)
    // A control character XML cannot carry is dropped; the rest is escaped.
    const title = `Fees & "charges" <explained>\u0001 for 'you'`
    writeFileSync(
      join(contentDir, 'blog', 'fees-and-charges.md'),
      article('fees-and-charges', title, '2027-01-14'),
    )
    await sync()
    const after = await feed()
    const added = after.item[0]
    expect(added?.link).toBe(`${SITE}/blog/post/fees-and-charges`)
    // Titles are stored with typographic quotes (smartypants); & and < are what needs escaping.
    expect(added?.title).toBe(`Fees & “charges” <explained> for ‘you’`)
    expect(added?.pubDate).toBe('Thu, 14 Jan 2027 00:00:00 +0200')
    const raw = (await text('/blog/feed.xml')).body
    expect(raw).toContain('Fees &amp; “charges” &lt;explained&gt;')
    expect(raw).not.toContain('<explained>')
    expect((await sitemapUrls()).map((url) => url.loc)).toContain(
      `${SITE}/blog/post/fees-and-charges`,
    )

    writeFileSync(
      join(contentDir, 'blog', 'fees-and-charges.md'),
      article('fees-and-charges', 'Fees, revised', '2027-01-14'),
    )
    await sync()
    expect((await feed()).item[0]?.title).toBe('Fees, revised')

    rmSync(join(contentDir, 'blog', 'fees-and-charges.md'))
    await sync()
    expect((await feed()).item.some((item) => item.link.endsWith('/fees-and-charges'))).toBe(false)
    expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(
      `${SITE}/blog/post/fees-and-charges`,
    )
  })

  it('shows an article dated tomorrow from midnight, without a sync', async () => {
    writeFileSync(
      join(contentDir, 'blog', 'next-week.md'),
      article('next-week', 'Next week', '2027-01-16'),
    )
    try {
      await sync()
      const link = `${SITE}/blog/post/next-week`
      expect((await feed()).item.map((item) => item.link)).not.toContain(link)
      expect((await sitemapUrls()).map((url) => url.loc)).not.toContain(link)
      clock = new Date('2027-01-15T22:00:00Z') // midnight in South Africa
      expect((await feed()).item[0]?.link).toBe(link)
      expect((await sitemapUrls()).map((url) => url.loc)).toContain(link)
    } finally {
      clock = new Date('2027-01-15T10:00:00Z')
      rmSync(join(contentDir, 'blog', 'next-week.md'))
      await sync()
    }
  })

  it('answers HEAD, conditional and gzipped requests', async () => {
    for (const path of ['/sitemap.xml', '/blog/feed.xml', '/robots.txt']) {
      const { response, body } = await text(path)
      const etag = response.headers.get('ETag')
      expect(etag).toMatch(/^W\/"[\w-]+"$/)
      const head = await app.request(path, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('Content-Type')).toBe(response.headers.get('Content-Type'))
      expect(await head.text()).toBe('')
      const again = await app.request(path, { headers: { 'If-None-Match': etag ?? '' } })
      expect(again.status).toBe(304)
      expect(await again.text()).toBe('')
      const other = await app.request(path, { headers: { 'If-None-Match': '"other"' } })
      expect(other.status).toBe(200)
      const gzipped = await app.request(path, { headers: { 'Accept-Encoding': 'gzip' } })
      const bytes = new Uint8Array(await gzipped.arrayBuffer())
      const decoded =
        gzipped.headers.get('Content-Encoding') === 'gzip'
          ? gunzipSync(bytes).toString('utf8')
          : new TextDecoder().decode(bytes)
      expect(decoded).toBe(body)
    }
  })

  it('ignores query strings and hostile input, and leaves the app its routes', async () => {
    const plain = (await text('/blog/feed.xml')).body
    for (const path of [
      '/blog/feed.xml?x=<script>alert(1)</script>',
      '/blog/feed.xml?x=%3Cscript%3E&x=%00&%E0%A4%A=1',
      "/blog/feed.xml?q=' OR 1=1--",
    ]) {
      const { response, body } = await text(path)
      expect(response.status).toBe(200)
      expect(body).toBe(plain)
    }
    const sitemap = await text('/sitemap.xml?<script>=1')
    expect(sitemap.response.status).toBe(200)
    expect(sitemap.body).not.toContain('script')
    // The app's own blog routes still answer with the app.
    const list = await app.request('/blog')
    expect(list.headers.get('Content-Type')).toMatch(/^text\/html/)
    const post = await app.request('/blog/post/payshap-and-real-time-clearing')
    expect(post.status).toBe(200)
    expect(post.headers.get('Content-Type')).toMatch(/^text\/html/)
    expect((await app.request('/blog/feed.xml/')).status).toBe(404)
    expect((await app.request('/blog/feed.xml', { method: 'POST' })).status).toBe(404)
  })
})
