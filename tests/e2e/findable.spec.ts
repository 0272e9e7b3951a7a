// No browser page here: what a search engine or a link preview reads is the HTML the server sends.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- no app to wait for
import { expect, test, type APIRequestContext } from '@playwright/test'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { noindexPaths, prerenderedPaths } from './site'
import { LIMITS } from './limits.ts'

/**
 * Every page describes itself and can be shared and found (issue 17): its own description, an
 * absolute canonical address, a share card that is a 1200×630 PNG, structured data that parses,
 * and a sitemap and a feed that list it.
 */
const ARTICLE = '/blog/post/payshap-and-real-time-clearing'

type Head = {
  description: string
  canonical: string
  ogType: string
  ogImage: string
  ogImageAlt: string
  twitterCard: string
  publishedTime: string | undefined
  jsonLd: { '@type': string; [key: string]: unknown }[]
}

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The head of the page at `path`, as the server sends it. */
async function headOf(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (attribute: string, key: string) => {
    const tag = new RegExp(`<meta\\s+${attribute}="${key}"\\s+content="([^"]*)"`).exec(head)
    return tag ? decode(tag[1]!) : undefined
  }
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((block) => JSON.parse(block[1]!) as Head['jsonLd'][number])
  return {
    description: meta('name', 'description') ?? '',
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? '',
    ogType: meta('property', 'og:type') ?? '',
    ogImage: meta('property', 'og:image') ?? '',
    ogImageAlt: meta('property', 'og:image:alt') ?? '',
    twitterCard: meta('name', 'twitter:card') ?? '',
    publishedTime: meta('property', 'article:published_time'),
    jsonLd,
  }
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
  expect(png.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) }
}

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item'].includes(name),
})
function parseXml(text: string) {
  expect(XMLValidator.validate(text)).toBe(true)
  return parser.parse(text) as unknown
}

test('every page has its own description, a canonical address and a share card', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(LIMITS.longTest)
  const paths = [...prerenderedPaths(), ARTICLE, '/blog?page=2']
  const heads = new Map<string, Head>()
  for (const path of paths) heads.set(path, await headOf(request, path))

  const descriptions = new Map<string, string[]>()
  for (const [path, head] of heads) {
    expect(head.description.length, `${path} description`).toBeGreaterThan(40)
    const page = path.split('?')[0]!
    descriptions.set(head.description, [...(descriptions.get(head.description) ?? []), page])
    expect(head.canonical, path).toBe(`${baseURL}${page === '/' ? '/' : page}`)
    expect(head.ogImage, `${path} og:image`).toMatch(new RegExp(`^${baseURL}/.+\\.png$`))
    expect(head.ogImageAlt, path).toMatch(/^Mzansi Clearing\./)
    expect(head.twitterCard, path).toBe('summary_large_image')
  }
  // Each description is one page's own (a list's later pages share the list's).
  const shared = [...descriptions.values()].filter((pages) => new Set(pages).size > 1)
  expect(shared).toEqual([])

  // Each card is fetched once: a 1200×630 PNG, cached for a year under its content hash.
  const cards = new Set([...heads.values()].map((head) => head.ogImage))
  expect(cards.size).toBeGreaterThan(paths.length / 2)
  for (const card of cards) {
    const response = await request.get(card)
    expect(response.status(), card).toBe(200)
    expect(response.headers()['content-type'], card).toBe('image/png')
    expect(response.headers()['cache-control'], card).toContain('immutable')
    expect(pngSize(await response.body()), card).toEqual({ width: 1200, height: 630 })
  }
})

test('structured data: the organisation and website at home, a trail below, an article as a BlogPosting', async ({
  request,
  baseURL,
}) => {
  const home = await headOf(request, '/')
  expect(home.jsonLd.map((data) => data['@type']).sort()).toEqual(['Organization', 'WebSite'])
  expect(home.ogType).toBe('website')

  const service = await headOf(request, '/services/eft')
  const trail = service.jsonLd.find((data) => data['@type'] === 'BreadcrumbList')
  expect(trail?.itemListElement).toEqual([
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${baseURL}/` },
    { '@type': 'ListItem', position: 2, name: 'Services', item: `${baseURL}/services` },
    expect.objectContaining({ position: 3, item: `${baseURL}/services/eft` }),
  ])

  const article = await headOf(request, ARTICLE)
  expect(article.ogType).toBe('article')
  expect(article.publishedTime).toMatch(/^\d{4}-\d{2}-\d{2}/)
  const posting = article.jsonLd.find((data) => data['@type'] === 'BlogPosting')
  expect(posting).toMatchObject({
    headline: 'PayShap and real-time clearing: how instant payments work',
    datePublished: article.publishedTime,
    author: { '@type': 'Organization', name: 'Mzansi Clearing' },
  })
  expect(typeof posting?.description).toBe('string')
  expect(typeof posting?.dateModified).toBe('string')
  expect(posting?.image).toContain(article.ogImage)
  expect(article.jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true)
})

/** Every article's path, from the Content Hub's list pages as the server renders them. */
async function listedArticles(request: APIRequestContext): Promise<string[]> {
  const paths: string[] = []
  for (let page = 1; page < 50; page += 1) {
    const response = await request.get(page === 1 ? '/blog' : `/blog?page=${page}`)
    if (response.status() === 404) break
    expect(response.status()).toBe(200)
    const main = /<main[\s\S]*<\/main>/.exec(await response.text())?.[0] ?? ''
    paths.push(...[...main.matchAll(/href="(\/blog\/post\/[a-z0-9-]+)"/g)].map((link) => link[1]!))
  }
  return [...new Set(paths)]
}

test('the feed and the sitemap list the newest articles and every page, never the gallery', async ({
  request,
  baseURL,
}) => {
  const articles = await listedArticles(request)
  expect(articles.length).toBeGreaterThanOrEqual(12)

  const feed = parseXml(await (await request.get('/blog/feed.xml')).text()) as {
    rss: { channel: { item: { title: string; link: string }[] } }
  }
  const items = feed.rss.channel.item
  expect(items.length).toBeGreaterThanOrEqual(12)
  expect(items.length).toBeLessThanOrEqual(20)
  // The newest article is the list's first and the feed's first.
  expect(items[0]!.link).toBe(`${baseURL}${articles[0]}`)

  const sitemapResponse = await request.get('/sitemap.xml')
  expect(sitemapResponse.status()).toBe(200)
  const sitemap = parseXml(await sitemapResponse.text()) as {
    urlset: { url: { loc: string; lastmod?: string }[] }
  }
  const locs = sitemap.urlset.url.map((url) => url.loc)
  const noindex = noindexPaths()
  expect(noindex).toEqual(['/search', '/test-button'])
  for (const path of prerenderedPaths().filter((path) => !noindex.includes(path))) {
    expect(locs).toContain(`${baseURL}${path}`)
  }
  for (const path of articles) expect(locs).toContain(`${baseURL}${path}`)
  for (const path of noindex) expect(locs).not.toContain(`${baseURL}${path}`)

  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  // Every page names the feed in its head.
  const html = await (await request.get('/services/eft')).text()
  expect(html).toMatch(/<link\s+rel="alternate"\s+type="application\/rss\+xml"/)
})
