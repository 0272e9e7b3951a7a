import { and, asc, count, desc, eq, lte, sql } from 'drizzle-orm'
import { htmlToText } from '../../content/markdown.ts'
import { blogCategories, blogPosts } from '../../db/schema.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { blogFilters } from './blog-filters.ts'
import { cachedJson, notFound, ok } from '../response-cache.ts'
import {
  fold,
  readingMinutes,
  snippetAround,
  snippetSource,
  todayInSouthAfrica,
  type SnippetSource,
} from '../text.ts'
import {
  categoriesResponse,
  categoryIdResponse,
  landingResponse,
  latestSlugResponse,
  postResponse,
  searchResponse,
  tagsResponse,
} from '../../contract/blogs.ts'
import {
  categoryValueParams,
  landingQuery,
  postParams,
  searchParams,
  slugSchema,
} from './schemas.ts'

const tags: [string] = ['Blogs']
export const blogRoutes = {
  landing: apiRoute({
    method: 'get',
    path: '/PublicBlogs/landing',
    tags,
    summary: 'A page of published articles, newest first, with the total',
    request: { query: landingQuery },
    responses: { 200: jsonAnswer(landingResponse, 'The page') },
  }),
  search: apiRoute({
    method: 'get',
    path: '/PublicBlogs/search/{term}',
    tags,
    summary: 'Published articles whose title, summary or body contain the term',
    description:
      "Case- and accent-insensitive, and `'` matches `’` (quotes and dashes alike); the term is matched literally (no wildcards).",
    request: { params: searchParams },
    responses: { 200: jsonAnswer(searchResponse, 'Hits, newest first (at most 20)') },
  }),
  latestSlug: apiRoute({
    method: 'get',
    path: '/PublicBlogs/latest-slug/{value}',
    tags,
    summary: "The newest published article's slug in a category",
    request: { params: categoryValueParams },
    responses: {
      200: jsonAnswer(latestSlugResponse, 'The slug'),
      404: errorAnswer('No such category, or nothing published in it'),
    },
  }),
  categoryId: apiRoute({
    method: 'get',
    path: '/PublicBlogs/category-id/{value}',
    tags,
    summary: 'The id of a category given its id or name',
    request: { params: categoryValueParams },
    responses: {
      200: jsonAnswer(categoryIdResponse, 'The id'),
      404: errorAnswer('No such category'),
    },
  }),
  categories: apiRoute({
    method: 'get',
    path: '/PublicBlogs/categories',
    tags,
    summary: 'Every category with its number of published articles (for filters)',
    responses: { 200: jsonAnswer(categoriesResponse, 'The categories') },
  }),
  tags: apiRoute({
    method: 'get',
    path: '/PublicBlogs/tags',
    tags,
    summary: 'Every tag of a published article with its number of published articles',
    description:
      'In tag order. The site shows its Not Found page for a tag filter that is not in this list.',
    responses: { 200: jsonAnswer(tagsResponse, 'The tags') },
  }),
  post: apiRoute({
    method: 'get',
    path: '/PublicBlogs/post/{slug}',
    tags,
    summary: 'One published article with its body as sanitised HTML',
    request: { params: postParams },
    responses: {
      200: jsonAnswer(postResponse, 'The article'),
      404: errorAnswer('No published article with this slug'),
    },
  }),
}

const MAX_SEARCH_HITS = 20

/** Words in the Markdown body, counted by the database so lists need not fetch bodies. */
const wordCount =
  sql<number>`coalesce(array_length(regexp_split_to_array(trim(${blogPosts.bodyMarkdown}), '\\s+'), 1), 0)`.mapWith(
    Number,
  )

const summaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  summary: blogPosts.summary,
  categoryId: blogCategories.id,
  categoryName: blogCategories.name,
  tags: blogPosts.tags,
  publishedAt: blogPosts.publishedAt,
  image: blogPosts.image,
  imageAlt: blogPosts.imageAlt,
  words: wordCount,
}

type SummaryRow = {
  slug: string
  title: string
  summary: string
  categoryId: string
  categoryName: string
  tags: string[]
  publishedAt: string
  image: string
  imageAlt: string
  words: number
}

function toSummary(row: SummaryRow) {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    category: { id: row.categoryId, name: row.categoryName },
    tags: row.tags,
    publishedAt: row.publishedAt,
    image: row.image,
    imageAlt: row.imageAlt,
    readingMinutes: readingMinutes(row.words),
  }
}

/** A category id or name, any case. */
const categoryMatches = (value: string) =>
  sql`(lower(${blogCategories.id}) = ${value.toLowerCase()} or lower(${blogCategories.name}) = ${value.toLowerCase()})`

/** What the Content Hub has today: the slugs and tags of its published articles, its categories. */
type BlogVocabulary = {
  slugs: ReadonlySet<string>
  /** Each tag of a published article, with how many published articles carry it. */
  tags: ReadonlyMap<string, number>
  /** Category ids and names, lower case (a category is found by either, in any case). */
  categories: ReadonlySet<string>
}

/**
 * The Content Hub's vocabulary, read once per day and content version (kept in the content cache,
 * which every content change empties): the site answers an unknown article, category or tag with
 * its Not Found page without rendering anything or asking the database again, and the tag list
 * the site checks a tag against is this one.
 */
function blogVocabulary({ db, cache, now }: Pick<RouteDeps, 'db' | 'cache' | 'now'>) {
  return (): Promise<BlogVocabulary> => {
    const today = todayInSouthAfrica(now())
    return cache.remember(`blog-vocabulary:${today}`, async () => {
      const [posts, categories] = await Promise.all([
        db
          .select({ slug: blogPosts.slug, tags: blogPosts.tags })
          .from(blogPosts)
          .where(lte(blogPosts.publishedAt, today)),
        db.select({ id: blogCategories.id, name: blogCategories.name }).from(blogCategories),
      ])
      const tags = new Map<string, number>()
      for (const post of posts) {
        for (const tag of new Set(post.tags)) tags.set(tag, (tags.get(tag) ?? 0) + 1)
      }
      return {
        slugs: new Set(posts.map((post) => post.slug)),
        tags,
        categories: new Set(
          categories.flatMap((category) => [category.id, category.name]).map(lowerCase),
        ),
      }
    })
  }
}

const lowerCase = (value: string) => value.toLowerCase()

/**
 * Whether a published article has this slug: the site answers 404 for any other
 * /blog/post/{slug}. A slug that could not be one is refused without a query, and the others are
 * looked up in the day's vocabulary, so that no slug makes a query of its own.
 */
export function articleExists(deps: Pick<RouteDeps, 'db' | 'cache' | 'now'>) {
  const vocabulary = blogVocabulary(deps)
  return async (slug: string): Promise<boolean> => {
    if (!slugSchema.safeParse(slug).success) return false
    return (await vocabulary()).slugs.has(slug)
  }
}

/**
 * Whether the Content Hub has the category and the tag a `/blog` URL selects (each read as the
 * page reads it): the site answers 404 for any other, as the page itself shows the Not Found page
 * for them (it checks against /PublicBlogs/categories and /PublicBlogs/tags, made from the same
 * vocabulary). A URL without a filter asks nothing; the others are looked up in the day's
 * vocabulary, so that no value makes a query of its own.
 */
export function blogFiltersExist(deps: Pick<RouteDeps, 'db' | 'cache' | 'now'>) {
  const vocabulary = blogVocabulary(deps)
  return async (params: URLSearchParams): Promise<boolean> => {
    const { category, tag } = blogFilters(params)
    if (category === undefined && tag === undefined) return true
    const known = await vocabulary()
    return (
      (category === undefined || known.categories.has(category)) &&
      (tag === undefined || known.tags.has(tag))
    )
  }
}

/** An article as the search scans it, its texts folded once. */
type SearchableArticle = {
  title: string
  slug: string
  publishedAt: string
  /** The stored search text (title, summary, body) folded: where a folded term is looked for. */
  searchText: string
  /** Summary and body text, where the snippet around a hit is cut. */
  snippetText: SnippetSource
  /** The snippet when the hit is in the title alone. */
  fallbackSnippet: string
}

/**
 * Every article, scheduled ones too, newest first as the database orders them, read once per
 * content version (the content cache, which every change empties, in any instance). A search
 * scans this list in memory, as the branch search does: a query per new term (translate() and
 * LIKE over every body) made PGlite, which answers one query at a time, queue searches for
 * seconds. "Published" is decided per search, on the day it is asked.
 */
function searchableArticles({ db, cache }: Pick<RouteDeps, 'db' | 'cache'>) {
  return () =>
    cache.remember('blogs:searchable', async (): Promise<SearchableArticle[]> => {
      const rows = await db
        .select({
          title: blogPosts.title,
          slug: blogPosts.slug,
          publishedAt: blogPosts.publishedAt,
          summary: blogPosts.summary,
          bodyHtml: blogPosts.bodyHtml,
          searchText: blogPosts.searchText,
        })
        .from(blogPosts)
        .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
      return rows.map((row) => ({
        title: row.title,
        slug: row.slug,
        publishedAt: row.publishedAt,
        searchText: fold(row.searchText),
        snippetText: snippetSource(`${row.summary} ${htmlToText(row.bodyHtml)}`),
        fallbackSnippet: snippetAround(row.summary, row.summary.slice(0, 2)) ?? row.summary,
      }))
    })
}

export function blogsRouter({ db, cache, now }: RouteDeps) {
  const published = () => lte(blogPosts.publishedAt, todayInSouthAfrica(now()))
  const articles = searchableArticles({ db, cache })
  const vocabulary = blogVocabulary({ db, cache, now })

  return apiRouter()
    .openapi(blogRoutes.landing, (c) => {
      const query = c.req.valid('query')
      return cachedJson(c, cache, async () => {
        const where = and(
          published(),
          query.tag ? sql`${query.tag} = any(${blogPosts.tags})` : undefined,
          query.category ? categoryMatches(query.category) : undefined,
        )
        const base = db
          .select(summaryColumns)
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
        const [rows, totals] = await Promise.all([
          base
            .where(where)
            .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
            .limit(query.pageSize)
            .offset((query.pageNumber - 1) * query.pageSize),
          db
            .select({ total: count() })
            .from(blogPosts)
            .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
            .where(where),
        ])
        return ok({
          items: rows.map(toSummary),
          total: totals[0]?.total ?? 0,
          pageNumber: query.pageNumber,
          pageSize: query.pageSize,
        })
      })
    })
    .openapi(blogRoutes.search, (c) => {
      const { term } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const needle = fold(term)
        const today = todayInSouthAfrica(now())
        const hits: { title: string; slug: string; foundText: string }[] = []
        for (const article of await articles()) {
          if (hits.length === MAX_SEARCH_HITS) break
          // ISO dates: the string order is the date order.
          if (article.publishedAt > today || !article.searchText.includes(needle)) continue
          hits.push({
            title: article.title,
            slug: article.slug,
            foundText: snippetAround(article.snippetText, term) ?? article.fallbackSnippet,
          })
        }
        return ok(hits)
      })
    })
    .openapi(blogRoutes.latestSlug, (c) => {
      const { value } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db
          .select({ slug: blogPosts.slug })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
          .where(and(published(), categoryMatches(value)))
          .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
          .limit(1)
        return row ? ok({ slug: row.slug }) : notFound('Published article in this category')
      })
    })
    .openapi(blogRoutes.categoryId, (c) => {
      const { value } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db
          .select({ id: blogCategories.id })
          .from(blogCategories)
          .where(categoryMatches(value))
          .limit(1)
        return row ? ok({ id: row.id }) : notFound('Category')
      })
    })
    .openapi(blogRoutes.categories, (c) => {
      return cachedJson(c, cache, async () => {
        const rows = await db
          .select({
            id: blogCategories.id,
            name: blogCategories.name,
            description: blogCategories.description,
            articleCount: sql<number>`count(${blogPosts.slug})`.mapWith(Number),
          })
          .from(blogCategories)
          .leftJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), published()))
          .groupBy(blogCategories.id, blogCategories.name, blogCategories.description)
          .orderBy(asc(blogCategories.name))
        return ok(rows)
      })
    })
    .openapi(blogRoutes.tags, (c) => {
      return cachedJson(c, cache, async () => {
        const { tags } = await vocabulary()
        return ok([...tags.keys()].sort().map((tag) => ({ tag, articleCount: tags.get(tag) ?? 0 })))
      })
    })
    .openapi(blogRoutes.post, (c) => {
      const { slug } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db
          .select({ ...summaryColumns, bodyHtml: blogPosts.bodyHtml })
          .from(blogPosts)
          .innerJoin(blogCategories, eq(blogPosts.categoryId, blogCategories.id))
          .where(and(eq(blogPosts.slug, slug), published()))
          .limit(1)
        return row ? ok({ ...toSummary(row), bodyHtml: row.bodyHtml }) : notFound('Article')
      })
    })
}
