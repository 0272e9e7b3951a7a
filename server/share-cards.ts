import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { eq, lte } from 'drizzle-orm'
import { Hono } from 'hono'
import { blogCategories, blogPosts } from './db/schema.ts'
import { skipCompression } from './middleware/compression.ts'
import { recentlyUsed } from './recently-used.ts'
import type { RouteDeps } from './routes/deps.ts'
import { todayInSouthAfrica } from './routes/text.ts'
import {
  articleCardFacts,
  renderShareCard,
  shareCardAlt,
  shareCardHash,
  type ShareCardFacts,
} from './share-card.ts'

/** Where the build writes the cards of its pages, under the long-cached `assets/`. */
export const SHARE_CARDS_DIR = 'assets/share'
/** The build's list of each page's card, by the page's path. */
export const SHARE_CARDS_FILE = 'share-cards.json'
/** Where the server answers for each article's card: `<slug>-<hash>.png`. */
export const ARTICLE_CARDS_PATH = '/share-cards/blog'

/** A page's card: the site path of its PNG and what it shows, for `og:image:alt`. */
export type ShareCardImage = { path: string; alt: string }
/** The build's cards, by page path. */
export type ShareCards = Record<string, ShareCardImage>

const IMMUTABLE = 'public, max-age=31536000, immutable'
const CARD_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)-([0-9a-f]{16})\.png$/

/** An article's card: its address names the article and the hash of what the card shows. */
export function articleCardImage(article: {
  slug: string
  title: string
  publishedAt: string
  category: { name: string }
}): ShareCardImage {
  const facts = articleCardFacts(article)
  return {
    path: `${ARTICLE_CARDS_PATH}/${article.slug}-${shareCardHash(facts)}.png`,
    alt: shareCardAlt(facts),
  }
}

/** The build's cards ({} for a build without them: its pages then have no `og:image`). */
export async function readShareCards(distDir: string): Promise<ShareCards> {
  try {
    return JSON.parse(await readFile(join(distDir, SHARE_CARDS_FILE), 'utf8')) as ShareCards
  } catch {
    return {}
  }
}

export type ShareCardsOptions = Pick<RouteDeps, 'db' | 'now' | 'cache'> & {
  /** Cards kept in memory (least recently used go first); each is 15–50 KB. */
  maxEntries?: number
}

/**
 * The card of every article published today, by its file name (`<slug>-<hash>`): read once per
 * day and content version (kept in the content cache, which a change to the articles empties), so
 * that a name that is not a current card is answered without asking the database.
 */
function currentCards({ db, now, cache }: Pick<ShareCardsOptions, 'db' | 'now' | 'cache'>) {
  return (): Promise<ReadonlyMap<string, ShareCardFacts>> => {
    const today = todayInSouthAfrica(now())
    return cache.remember(`share-cards:${today}`, async () => {
      const articles = await db
        .select({
          slug: blogPosts.slug,
          title: blogPosts.title,
          publishedAt: blogPosts.publishedAt,
          category: blogCategories.name,
        })
        .from(blogPosts)
        .innerJoin(blogCategories, eq(blogCategories.id, blogPosts.categoryId))
        .where(lte(blogPosts.publishedAt, today))
      return new Map(
        articles.map((article) => {
          const facts = articleCardFacts({ ...article, category: { name: article.category } })
          return [`${article.slug}-${shareCardHash(facts)}`, facts] as const
        }),
      )
    })
  }
}

/**
 * Each published article's card, drawn on its first request and then kept in memory. Its address
 * carries the hash of what it shows (category, title, date): an edit gives the card a new address,
 * so a year's cache is safe, and an address whose hash no longer matches the article answers 404
 * rather than a picture that says something else. Names are looked up among the day's cards, so
 * no request for a made-up name reaches the database. The same facts draw the same bytes on every
 * instance, so instances sharing one database agree without sharing files.
 */
export function shareCardsRouter({ db, now, cache, maxEntries = 100 }: ShareCardsOptions) {
  const known = currentCards({ db, now, cache })
  const cards = new Map<string, Promise<Buffer>>()
  const draw = (facts: ShareCardFacts, hash: string) =>
    recentlyUsed(cards, hash, maxEntries, () => {
      const drawing = renderShareCard(facts)
      // A failed drawing is tried again by the next request.
      drawing.catch(() => {
        if (cards.get(hash) === drawing) cards.delete(hash)
      })
      return drawing
    })

  return new Hono().get(`${ARTICLE_CARDS_PATH}/:file`, async (c) => {
    const match = CARD_FILE.exec(c.req.param('file'))
    const notFound = () => c.text('Not found', 404, { 'Cache-Control': 'no-store' })
    if (match === null) return notFound()
    const [name, , hash] = match as unknown as [string, string, string]
    const facts = (await known()).get(name.slice(0, -'.png'.length))
    if (facts === undefined) return notFound()
    const png = await draw(facts, hash)
    skipCompression(c)
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': IMMUTABLE,
    })
  })
}
