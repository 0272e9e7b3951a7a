// @vitest-environment node
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { and, asc, desc, eq, like, lte, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notifyContentChanged } from '../../content/events.ts'
import { htmlToText } from '../../content/markdown.ts'
import { syncContent } from '../../content/sync.ts'
import type { Database } from '../../db/client.ts'
import { blogPosts } from '../../db/schema.ts'
import { countQueries, describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, NOW, SUNDAYS_ARTICLE, seed, testApp } from '../test-fixtures.ts'
import {
  escapeLike,
  fold,
  snippetAround,
  SQL_FOLD_FROM,
  SQL_FOLD_TO,
  todayInSouthAfrica,
} from '../text.ts'

type Hit = { title: string; slug: string; foundText: string }

/**
 * The search as the database answered it before it moved into memory (one query per term):
 * the in-memory search must give the same hits, in the same order, with the same snippets.
 */
async function searchInDatabase(db: Database, term: string, now: Date): Promise<Hit[]> {
  const rows = await db
    .select({
      title: blogPosts.title,
      slug: blogPosts.slug,
      summary: blogPosts.summary,
      bodyHtml: blogPosts.bodyHtml,
    })
    .from(blogPosts)
    .where(
      and(
        lte(blogPosts.publishedAt, todayInSouthAfrica(now)),
        sql`translate(lower(${blogPosts.searchText}), ${SQL_FOLD_FROM}, ${SQL_FOLD_TO}) like ${`%${escapeLike(fold(term))}%`} escape '\\'`,
      ),
    )
    .orderBy(desc(blogPosts.publishedAt), asc(blogPosts.slug))
    .limit(20)
  return rows.map((row) => ({
    title: row.title,
    slug: row.slug,
    foundText:
      snippetAround(`${row.summary} ${htmlToText(row.bodyHtml)}`, term) ??
      snippetAround(row.summary, row.summary.slice(0, 2)) ??
      row.summary,
  }))
}

describeWithDatabase('blogs', (database) => {
  let app: ReturnType<typeof testApp>
  let contentDir: string
  const get = (path: string) => app.request(`${API}${path}`, withClientHeaders())
  const json = async (path: string) => {
    const response = await get(path)
    return { status: response.status, body: (await response.json()) as never }
  }

  beforeAll(async () => {
    await seed(database().db)
    contentDir = makeContentDir()
    app = testApp(database().db, contentDir)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it('lists published articles newest first with the total', async () => {
    const { status, body } = await json('/PublicBlogs/landing')
    expect(status).toBe(200)
    const page = body as { items: { slug: string }[]; total: number }
    expect(page).toMatchObject({ total: 4, pageNumber: 1, pageSize: 10 })
    expect(page.items.map((item) => item.slug)).toEqual([
      'transactions-index-may',
      'instant-payments-explained',
      'debicheck-mandates',
      'new-office',
    ])
    expect(page.items[1]).toEqual({
      slug: 'instant-payments-explained',
      title: 'Instant payments explained',
      summary: 'How a payment clears in seconds.',
      category: { id: 'payments-industry', name: 'Payments industry' },
      tags: ['instant-payments', 'payments'],
      publishedAt: '2025-06-01',
      image: '/images/blog/instant-payments-explained.svg',
      imageAlt: 'A phone sending money',
      readingMinutes: 3,
    })
  })

  it('names each header in Vary once, with an Origin or without', async () => {
    const path = `${API}/PublicBlogs/landing?pageSize=50`
    const varyOf = async (headers: Record<string, string>) => {
      const response = await app.request(path, withClientHeaders({ headers }))
      expect(response.status).toBe(200)
      return response.headers.get('Vary')
    }
    for (const headers of [
      {} as Record<string, string>,
      { 'Accept-Encoding': 'gzip' },
      { Origin: 'https://partner.example.co.za' },
      { Origin: 'https://partner.example.co.za', 'Accept-Encoding': 'gzip' },
    ]) {
      expect(await varyOf(headers), JSON.stringify(headers)).toBe('Origin, Accept-Encoding')
    }
  })

  it('pages, and filters by tag and by category id or name', async () => {
    const second = (await json('/PublicBlogs/landing?pageNumber=2&pageSize=3')).body as {
      items: { slug: string }[]
      total: number
    }
    expect(second.items.map((item) => item.slug)).toEqual(['new-office'])
    expect(second.total).toBe(4)
    const tagged = (await json('/PublicBlogs/landing?tag=debicheck')).body as { total: number }
    expect(tagged.total).toBe(1)
    for (const category of ['payments-industry', 'Payments%20Industry']) {
      const page = (await json(`/PublicBlogs/landing?category=${category}`)).body as {
        total: number
      }
      expect(page.total).toBe(2)
    }
    const none = (await json('/PublicBlogs/landing?tag=nothing-here')).body as { items: [] }
    expect(none.items).toEqual([])
  })

  it.each([
    'pageNumber=0',
    'pageNumber=-1',
    'pageNumber=abc',
    'pageSize=0',
    'pageSize=51',
    'pageSize=1.5',
    'tag=Not%20A%20Tag',
    `tag=${'a'.repeat(201)}`,
  ])('answers 400 for landing?%s', async (query) => {
    const { status, body } = await json(`/PublicBlogs/landing?${query}`)
    expect(status).toBe(400)
    expect(body).toMatchObject({ error: 'Invalid request', issues: [expect.any(Object)] })
  })

  it('finds articles by title, summary or body, with a snippet around the hit', async () => {
    const { status, body } = await json('/PublicBlogs/search/settle%20in%20SECONDS')
    expect(status).toBe(200)
    expect(body).toEqual([
      {
        title: 'Instant payments explained',
        slug: 'instant-payments-explained',
        foundText: expect.stringContaining('settle in seconds'),
      },
    ])
  })

  it('ignores case and accents, and cuts the snippet with ellipses', async () => {
    const hits = (await json('/PublicBlogs/search/cafe%20in%20soweto')).body as {
      foundText: string
    }[]
    expect(hits).toHaveLength(1)
    const [hit] = hits
    expect(hit!.foundText).toMatch(/^….*Café in Soweto gets paid & smiles\.$/)
    expect(hit!.foundText.length).toBeLessThanOrEqual(160)
    expect(((await json('/PublicBlogs/search/CAFÉ')).body as unknown[]).length).toBe(1)
  })

  it('finds typographic quotes and dashes whether the term has them or straight ones', async () => {
    for (const term of [
      "industry's",
      'industry’s',
      '"may" index - up',
      '“May” index – up',
      'May" index',
    ]) {
      const hits = (await json(`/PublicBlogs/search/${encodeURIComponent(term)}`)).body as {
        slug: string
        foundText: string
      }[]
      expect(
        hits.map((hit) => hit.slug),
        term,
      ).toEqual(['transactions-index-may'])
      expect(hits[0]!.foundText).toContain('The industry’s “May” index – up again.')
    }
  })

  it('treats SQL, LIKE wildcards and HTML in the term as plain text', async () => {
    const literal = async (term: string) =>
      (await json(`/PublicBlogs/search/${encodeURIComponent(term)}`)).body as { slug: string }[]
    expect(await literal("' or 1=1 --")).toEqual([])
    expect(await literal('%%')).toEqual([])
    expect(await literal('__')).toEqual([])
    expect((await literal('100%_sure')).map((hit) => hit.slug)).toEqual(['debicheck-mandates'])
    expect((await literal('DROP TABLE blog_posts;')).map((hit) => hit.slug)).toEqual([
      'debicheck-mandates',
    ])
    const html = await get(`/PublicBlogs/search/${encodeURIComponent('<script>alert(1)</script>')}`)
    expect(html.status).toBe(200)
    expect(html.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await html.json()).toEqual([])
    const count = await database().db.$count(blogPosts)
    expect(count).toBe(5)
  })

  it.each(['a', '%20a%20', 'x'.repeat(101)])(
    'answers 400 for the search term "%s"',
    async (term) => {
      expect((await get(`/PublicBlogs/search/${term}`)).status).toBe(400)
    },
  )

  it('never finds unpublished articles', async () => {
    expect((await json('/PublicBlogs/search/future-article')).body).toEqual([])
    expect((await get('/PublicBlogs/post/future-article')).status).toBe(404)
  })

  it('gives the latest slug and the id of a category by id or name', async () => {
    expect(await json('/PublicBlogs/latest-slug/payments-industry')).toEqual({
      status: 200,
      body: { slug: 'instant-payments-explained' },
    })
    expect(await json('/PublicBlogs/latest-slug/COMPANY%20NEWS')).toEqual({
      status: 200,
      body: { slug: 'new-office' },
    })
    expect(await json('/PublicBlogs/category-id/Data%20insights')).toEqual({
      status: 200,
      body: { id: 'data-insights' },
    })
    expect((await get('/PublicBlogs/latest-slug/unknown')).status).toBe(404)
    const unknown = await json('/PublicBlogs/category-id/unknown')
    expect(unknown).toEqual({ status: 404, body: { error: 'Category not found' } })
  })

  it('lists the categories with their published article counts', async () => {
    expect((await json('/PublicBlogs/categories')).body).toEqual([
      { id: 'company-news', name: 'Company news', description: 'News from us.', articleCount: 1 },
      {
        id: 'data-insights',
        name: 'Data insights',
        description: 'What the numbers say.',
        articleCount: 1,
      },
      {
        id: 'payments-industry',
        name: 'Payments industry',
        description: 'How payments move.',
        articleCount: 2,
      },
    ])
  })

  it('lists the tags of published articles with their counts, from the day’s vocabulary', async () => {
    expect((await json('/PublicBlogs/tags')).body).toEqual([
      { tag: 'company', articleCount: 1 },
      { tag: 'debicheck', articleCount: 1 },
      { tag: 'indices', articleCount: 1 },
      { tag: 'instant-payments', articleCount: 1 },
      { tag: 'payments', articleCount: 1 },
    ])
    // Before any article is published, and on the day a scheduled one is: its tags come and count.
    let clock = new Date('2025-03-01T10:00:00Z')
    const dated = testApp(database().db, contentDir, { now: () => clock })
    const tags = async () => {
      const response = await dated.request(`${API}/PublicBlogs/tags`, withClientHeaders())
      return (await response.json()) as { tag: string; articleCount: number }[]
    }
    expect(await tags()).toEqual([])
    clock = new Date('2025-07-01T10:00:00Z')
    expect((await tags()).find((entry) => entry.tag === 'company')).toEqual({
      tag: 'company',
      articleCount: 2,
    })
  })

  it('gives one article with its sanitised HTML body', async () => {
    const { status, body } = await json('/PublicBlogs/post/debicheck-mandates')
    expect(status).toBe(200)
    expect(body).toMatchObject({
      slug: 'debicheck-mandates',
      title: 'DebiCheck mandates',
      category: { id: 'payments-industry', name: 'Payments industry' },
      bodyHtml: expect.stringContaining('<p>Debit orders'),
      readingMinutes: 1,
    })
    expect((await get('/PublicBlogs/post/no-such-article')).status).toBe(404)
    expect((await get('/PublicBlogs/post/Not_A_Slug')).status).toBe(400)
    expect((await get('/PublicBlogs/post/..%2F..%2Fetc')).status).toBe(400)
  })

  it('sends a gzipped copy, made once, to clients that accept it', async () => {
    const path = `${API}/PublicBlogs/landing?pageSize=4`
    const plain = await app.request(path, withClientHeaders())
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    const plainJson = await plain.json()
    for (let i = 0; i < 2; i++) {
      const gzipped = await app.request(
        path,
        withClientHeaders({ headers: { 'Accept-Encoding': 'gzip, deflate, br' } }),
      )
      expect(gzipped.headers.get('Content-Encoding')).toBe('gzip')
      expect(gzipped.headers.get('Vary')).toContain('Accept-Encoding')
      const bytes = new Uint8Array(await gzipped.arrayBuffer())
      expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(plainJson)
    }
  })

  it('serves reads from the cache until the content changes', async () => {
    const { db } = database()
    expect(((await json('/PublicBlogs/landing?tag=company')).body as { total: number }).total).toBe(
      1,
    )
    await db
      .update(blogPosts)
      .set({ publishedAt: '2025-06-14' })
      .where(eq(blogPosts.slug, 'future-article'))
    expect(((await json('/PublicBlogs/landing?tag=company')).body as { total: number }).total).toBe(
      1,
    )
    notifyContentChanged()
    expect(((await json('/PublicBlogs/landing?tag=company')).body as { total: number }).total).toBe(
      2,
    )
    await db
      .update(blogPosts)
      .set({ publishedAt: '2025-07-01' })
      .where(eq(blogPosts.slug, 'future-article'))
    notifyContentChanged()
  })

  it("publishes a scheduled article on its day in South Africa, on the app's clock", async () => {
    let clock = NOW
    const dated = testApp(database().db, contentDir, { now: () => clock })
    const total = async () => {
      const response = await dated.request(
        `${API}/PublicBlogs/landing?tag=company`,
        withClientHeaders(),
      )
      return ((await response.json()) as { total: number }).total
    }
    expect(await total()).toBe(1)
    clock = new Date('2025-06-30T21:59:00Z') // 23:59 on 30 June in Johannesburg
    expect(await total()).toBe(1)
    clock = new Date('2025-06-30T22:00:00Z') // 1 July: future-article's day
    expect(await total()).toBe(2)
  })

  it('lets the site answer 404 for an article that does not exist or is not yet published', async () => {
    const distDir = mkdtempSync(join(tmpdir(), 'mzansi-blog-dist-'))
    try {
      writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Site</title>')
      writeFileSync(join(distDir, 'routes.json'), JSON.stringify(['/', '/blog/post/$slug']))
      const site = testApp(database().db, contentDir, { distDir })
      const page = await site.request('/blog/post/instant-payments-explained')
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<title>Site</title>')
      expect((await site.request('/blog/post/no-such-article')).status).toBe(404)
      expect((await site.request('/blog/post/future-article')).status).toBe(404)
      expect((await site.request('/blog/post/Not%20A%20Slug')).status).toBe(404)
      expect((await site.request("/blog/post/x'%20OR%201=1--")).status).toBe(404)
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  })

  it('answers each search as the database query it replaced did', async () => {
    const { db } = database()
    // More hits than a page holds, on one day (the slug breaks the tie), a hit in a title
    // alone, accents, and one scheduled for tomorrow.
    const bulk = Array.from({ length: 24 }, (_, n) => {
      const titleOnly = n % 5 === 0
      const body = titleOnly ? `Nothing to see ${n}.` : `Interbank settlement for Crédit ${n}.`
      return {
        slug: n === 23 ? 'bulk-tomorrow' : `bulk-${n}`,
        title: titleOnly ? `Interbank settlement ${n}` : `Bulk ${n}`,
        categoryId: 'company-news',
        tags: ['bulk'],
        publishedAt: n === 23 ? '2025-06-16' : n < 12 ? '2025-06-12' : '2025-06-11',
        summary: `Bulk article ${n}.`,
        image: '/images/blog/bulk.svg',
        imageAlt: '',
        bodyMarkdown: body,
        bodyHtml: `<p>${body}</p>`,
        searchText: `${titleOnly ? `Interbank settlement ${n}` : `Bulk ${n}`} Bulk article ${n}. ${body}`,
      }
    })
    await db.insert(blogPosts).values(bulk)
    notifyContentChanged()
    try {
      const terms = [
        'settle in SECONDS',
        'cafe in soweto',
        'CAFÉ',
        "industry's",
        '“May” index – up',
        '100%_sure',
        '%%',
        '__',
        "' or 1=1 --",
        'DROP TABLE blog_posts;',
        'clearing',
        'article',
        'future-article',
        'bulk-tomorrow',
        'interbank',
        'INTERBANK SETTLEMENT 1',
        'crédit 1',
        'credit',
        'summary of',
        'nothing here at all',
      ]
      for (const term of terms) {
        const { status, body } = await json(`/PublicBlogs/search/${encodeURIComponent(term)}`)
        expect(status, term).toBe(200)
        expect(body, term).toEqual(await searchInDatabase(db, term, NOW))
      }
      const interbank = (await json('/PublicBlogs/search/interbank')).body as Hit[]
      expect(interbank).toHaveLength(20)
      expect(interbank.map((hit) => hit.slug)).not.toContain('bulk-tomorrow')
    } finally {
      await db.delete(blogPosts).where(like(blogPosts.slug, 'bulk-%'))
      notifyContentChanged()
    }
  })

  it('answers a new term from memory, and finds a change once the content changes', async () => {
    const { db } = database()
    const queries = countQueries(db)
    try {
      expect((await json('/PublicBlogs/search/mandate')).body).toHaveLength(1)
      const afterFirst = queries.count()
      expect((await json('/PublicBlogs/search/soweto')).body).toHaveLength(1)
      expect((await json('/PublicBlogs/search/up%20again')).body).toHaveLength(1)
      expect(queries.count()).toBe(afterFirst)

      await db
        .update(blogPosts)
        .set({ searchText: 'Article new-office Zebra crossings near the office.' })
        .where(eq(blogPosts.slug, 'new-office'))
      expect((await json('/PublicBlogs/search/zebra')).body).toEqual([])
      notifyContentChanged()
      const hits = (await json('/PublicBlogs/search/zebra%20crossings')).body as Hit[]
      expect(hits.map((hit) => hit.slug)).toEqual(['new-office'])
      // Read again once after the change, then from memory again.
      const afterChange = queries.count()
      expect(afterChange).toBeGreaterThan(afterFirst)
      expect((await json('/PublicBlogs/search/near%20the%20office')).body).toHaveLength(1)
      expect(queries.count()).toBe(afterChange)
    } finally {
      queries.restore()
      await db
        .update(blogPosts)
        .set({ searchText: 'Article new-office Summary of new-office. Body of new-office.' })
        .where(eq(blogPosts.slug, 'new-office'))
      notifyContentChanged()
    }
  })

  it('finds a scheduled article from its day on, without a query or a content change', async () => {
    const { db } = database()
    let clock = NOW
    const dated = testApp(db, contentDir, { now: () => clock })
    const search = async () => {
      const response = await dated.request(
        `${API}/PublicBlogs/search/future-article`,
        withClientHeaders(),
      )
      return ((await response.json()) as Hit[]).map((hit) => hit.slug)
    }
    expect(await search()).toEqual([])
    const queries = countQueries(db)
    try {
      clock = new Date('2025-06-30T21:59:00Z') // 23:59 on 30 June in Johannesburg
      expect(await search()).toEqual([])
      clock = new Date('2025-06-30T22:00:00Z') // 1 July: its day
      expect(await search()).toEqual(['future-article'])
      expect(queries.count()).toBe(0)
    } finally {
      queries.restore()
    }
  })
})

describeWithDatabase('blog search after a content sync', (database) => {
  const fixtures = fileURLToPath(new URL('../../content/fixtures', import.meta.url))
  let root: string
  let app: ReturnType<typeof testApp>
  const search = async (term: string) => {
    const response = await app.request(
      `${API}/PublicBlogs/search/${encodeURIComponent(term)}`,
      withClientHeaders(),
    )
    return ((await response.json()) as Hit[]).map((hit) => hit.slug)
  }

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'mzansi-blog-sync-'))
    cpSync(join(fixtures, 'content'), join(root, 'content'), { recursive: true })
    cpSync(join(fixtures, 'public'), join(root, 'public'), { recursive: true })
  })
  afterAll(() => rmSync(root, { recursive: true, force: true }))

  it('finds an article a sync adds, and no longer one it removes', async () => {
    const { db } = database()
    const contentDir = join(root, 'content')
    expect((await syncContent(db, contentDir)).errors).toEqual([])
    app = testApp(db, contentDir, { now: () => new Date('2031-01-01T10:00:00Z') })
    expect(await search('mandate')).toEqual(['debicheck-mandates'])
    expect(await search('Sundays')).toEqual([])

    writeFileSync(join(contentDir, 'blog/clearing-on-sundays.md'), SUNDAYS_ARTICLE)
    expect((await syncContent(db, contentDir)).loaded).toEqual(['blog/clearing-on-sundays.md'])
    expect(await search('Sundays')).toEqual(['clearing-on-sundays'])
    expect(await search('batches clear')).toEqual(['clearing-on-sundays'])

    rmSync(join(contentDir, 'blog/debicheck-mandates.md'))
    expect((await syncContent(db, contentDir)).removed).toEqual(['blog/debicheck-mandates.md'])
    expect(await search('mandate')).toEqual([])
  })
})
