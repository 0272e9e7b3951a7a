import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { asc, desc, eq, lte } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { blogCategories, blogPosts } from '../../db/schema.ts'
import { acceptsGzip, COMPRESS_AT_BYTES, skipCompression } from '../../middleware/compression.ts'
import { readSiteIndexing, type SiteIndexing } from '../../site-indexing.ts'
import { SHORT_CACHE } from '../../static.ts'
import type { RouteDeps } from '../deps.ts'
import { matchesEtag } from '../files/file-response.ts'
import { CONTENT_CACHE_CONTROL } from '../response-cache.ts'
import { todayInSouthAfrica } from '../text.ts'
import { escapeXml, rfc822, rfc822Date, southAfricanDay, startOfSouthAfricanDay } from './xml.ts'

export const SITEMAP_PATH = '/sitemap.xml'
export const FEED_PATH = '/blog/feed.xml'
export const ROBOTS_PATH = '/robots.txt'

export const FEED_TITLE = 'Mzansi Clearing Content Hub'
export const FEED_DESCRIPTION =
  'Articles, news and insights from Mzansi Clearing about payments in South Africa: how payment services work, how to protect yourself from payment fraud, and what transaction data tells us about the economy.'
/** The newest articles the feed carries. */
export const FEED_ITEMS = 20
/** A sitemap file holds at most 50,000 addresses (sitemaps.org); the pages come first. */
const SITEMAP_MAX_URLS = 50_000

export const XML_CONTENT_TYPE = 'application/xml; charset=utf-8'
export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8'

const articlePath = (slug: string) => `/blog/post/${slug}`

/** An absolute address on the site; `origin` is SITE_URL (no trailing slash). */
const absolute = (origin: string, path: string) => `${origin}${encodeURI(path)}`

export type SitemapArticle = { slug: string; publishedAt: string; updatedAt: Date }

/**
 * The later of an article's publication date and the South African day its text last changed
 * (updatedAt: a content sync sets it when a changed file replaces the row; an article new to the
 * database gets its publication day, so loading a fresh database claims no change).
 */
export function articleLastmod({ publishedAt, updatedAt }: SitemapArticle): string {
  const stored = southAfricanDay(updatedAt)
  return stored > publishedAt ? stored : publishedAt
}

/**
 * sitemaps.org XML: the site's pages without a lastmod (a page's text lives in code and content
 * modules, and the build time would claim every page changed at every deploy, which teaches
 * search engines to ignore lastmod), then every published article with its lastmod.
 */
export function sitemapXml(
  origin: string,
  pages: readonly string[],
  articles: readonly SitemapArticle[],
): string {
  const urls = [
    ...pages.map((path) => `  <url><loc>${escapeXml(absolute(origin, path))}</loc></url>`),
    ...articles.map(
      (article) =>
        `  <url><loc>${escapeXml(absolute(origin, articlePath(article.slug)))}</loc>` +
        `<lastmod>${articleLastmod(article)}</lastmod></url>`,
    ),
  ].slice(0, SITEMAP_MAX_URLS)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

export type FeedArticle = SitemapArticle & { title: string; summary: string; category: string }

/** The instant an article last changed for a reader: its publication, or a later edit. */
const changedAt = (article: SitemapArticle) => {
  const published = startOfSouthAfricanDay(article.publishedAt)
  return article.updatedAt > published ? article.updatedAt : published
}

/** RSS 2.0 of the articles given (newest first), with an Atom self link. */
export function feedXml(origin: string, articles: readonly FeedArticle[]): string {
  const lastChange = articles
    .map(changedAt)
    .reduce<Date | undefined>(
      (latest, at) => (latest === undefined || at > latest ? at : latest),
      undefined,
    )
  const items = articles.map((article) => {
    const link = escapeXml(absolute(origin, articlePath(article.slug)))
    return [
      '    <item>',
      `      <title>${escapeXml(article.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      `      <pubDate>${rfc822Date(article.publishedAt)}</pubDate>`,
      `      <description>${escapeXml(article.summary)}</description>`,
      `      <category>${escapeXml(article.category)}</category>`,
      '    </item>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(FEED_TITLE)}</title>`,
    `    <link>${escapeXml(absolute(origin, '/blog'))}</link>`,
    `    <description>${escapeXml(FEED_DESCRIPTION)}</description>`,
    '    <language>en-ZA</language>',
    ...(lastChange ? [`    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absolute(origin, FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n')
}

/** Today's rules (the gallery stays out) and the sitemap's absolute address. */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${absolute(origin, SITEMAP_PATH)}`,
    '',
  ].join('\n')
}

/** A generated document, encoded once: its bytes, a gzipped copy when worth one, and its ETag. */
type Document = { body: Uint8Array<ArrayBuffer>; gzip?: Uint8Array<ArrayBuffer>; etag: string }

const encoder = new TextEncoder()

function encodeDocument(text: string): Document {
  const body = encoder.encode(text) as Uint8Array<ArrayBuffer>
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`
  return body.byteLength >= COMPRESS_AT_BYTES
    ? { body, gzip: gzipSync(body) as Uint8Array<ArrayBuffer>, etag }
    : { body, etag }
}

/**
 * Sends a document, gzipped when the client takes it, or 304 when the client's copy is current.
 * The ETag is weak: the gzipped and the plain bytes are the same document.
 */
function sendDocument(c: Context, document: Document, contentType: string, cacheControl: string) {
  skipCompression(c)
  const headers = {
    ETag: `W/${document.etag}`,
    'Cache-Control': cacheControl,
    Vary: 'Accept-Encoding',
  }
  if (matchesEtag(c.req.header('if-none-match'), document.etag)) return c.body(null, 304, headers)
  const gzip = document.gzip !== undefined && acceptsGzip(c)
  return c.body(gzip ? document.gzip! : document.body, 200, {
    ...headers,
    'Content-Type': contentType,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
}

export type DiscoveryOptions = {
  /** SITE_URL, the origin every address is made absolute with. */
  siteUrl: () => string
  /** The build: its indexing.json gives the sitemap's pages and robots.txt's rules. */
  distDir?: string
  /** The content database and its response cache: the sitemap's articles and the feed. */
  content?: Pick<RouteDeps, 'db' | 'cache' | 'now'>
}

/**
 * /robots.txt, /sitemap.xml and /blog/feed.xml, which tell search engines and feed readers what
 * the site holds. The sitemap and the feed are kept in the response cache, so a content sync or
 * an admin write (in any instance on the same Postgres) drops them with every other cached read.
 */
export function discoveryRouter({ siteUrl, distDir, content }: DiscoveryOptions) {
  const router = new Hono()
  // The build does not change while the server runs: read once (again after a failed read).
  let indexing: Promise<SiteIndexing> | undefined
  const siteIndexing = (dir: string) => {
    if (indexing === undefined) {
      const reading = readSiteIndexing(dir)
      reading.catch(() => {
        if (indexing === reading) indexing = undefined
      })
      indexing = reading
    }
    return indexing
  }

  if (distDir !== undefined) {
    const robots = new Map<string, Document>()
    router.get(ROBOTS_PATH, async (c) => {
      const origin = siteUrl()
      let document = robots.get(origin)
      if (document === undefined) {
        document = encodeDocument(robotsTxt(origin, (await siteIndexing(distDir)).disallow))
        robots.set(origin, document)
      }
      return sendDocument(c, document, 'text/plain; charset=utf-8', SHORT_CACHE)
    })
  }

  if (content !== undefined) {
    const { db, cache, now } = content
    const published = () => lte(blogPosts.publishedAt, todayInSouthAfrica(now()))
    // The day is in the key: an article dated tomorrow appears at midnight without a sync.
    const remember = (name: string, make: () => Promise<string>) =>
      cache.remember<Document>(`xml:${todayInSouthAfrica(now())}:${siteUrl()}:${name}`, async () =>
        encodeDocument(await make()),
      )

    if (distDir !== undefined) {
      router.get(SITEMAP_PATH, async (c) => {
        const document = await remember('sitemap', async () => {
          const { sitemap } = await siteIndexing(distDir)
          const articles = await db
            .select({
              slug: blogPosts.slug,
              publishedAt: blogPosts.publishedAt,
              updatedAt: blogPosts.updatedAt,
            })
            .from(blogPosts)
            .where(published())
            .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
            .limit(SITEMAP_MAX_URLS)
          return sitemapXml(siteUrl(), sitemap, articles)
        })
        return sendDocument(c, document, XML_CONTENT_TYPE, CONTENT_CACHE_CONTROL)
      })
    }

    router.get(FEED_PATH, async (c) => {
      const document = await remember('feed', async () => {
        const articles = await db
          .select({
            slug: blogPosts.slug,
            title: blogPosts.title,
            summary: blogPosts.summary,
            category: blogCategories.name,
            publishedAt: blogPosts.publishedAt,
            updatedAt: blogPosts.updatedAt,
          })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
          .where(published())
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(FEED_ITEMS)
        return feedXml(siteUrl(), articles)
      })
      return sendDocument(c, document, RSS_CONTENT_TYPE, CONTENT_CACHE_CONTROL)
    })
  }

  return router
}
