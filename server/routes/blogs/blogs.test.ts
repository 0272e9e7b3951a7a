// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { notifyContentChanged } from '../../content/events.ts'
import { blogPosts } from '../../db/schema.ts'
import { describeWithDatabase } from '../../db/test-database.ts'
import { withClientHeaders } from '../../middleware/test-helpers.ts'
import { API, makeContentDir, seed, testApp } from '../test-fixtures.ts'

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
})
