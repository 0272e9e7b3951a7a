// @vitest-environment node
import { expect, it } from 'vitest'
import { redirectRoutes, renderNotFound, renderPage, renderPageWithData } from './entry-prerender'

it('sends a search string that is not the page’s own to the canonical address, rendering nothing', async () => {
  const requested: string[] = []
  const fetch = (input: RequestInfo | URL) => {
    requested.push(String(input))
    return Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }))
  }
  // Page 1 has no number in its address; a page that is no number, and a hostile tag, are dropped
  // and named in `ignored`, so that the page at the canonical address can say so.
  expect(await renderPageWithData('/blog?page=1', fetch)).toEqual({
    redirect: true,
    location: '/blog',
  })
  expect(await renderPageWithData('/blog?page=abc&category=fraud', fetch)).toEqual({
    redirect: true,
    location: '/blog?category=fraud&ignored=page',
  })
  const hostile = await renderPageWithData(
    '/blog?tag=%3Cscript%3Ealert(1)%3C/script%3E&page=2',
    fetch,
  )
  expect(hostile).toEqual({ redirect: true, location: '/blog?page=2&ignored=tag' })
  expect(requested).toEqual([])
  // A canonical address renders.
  const page = await renderPageWithData('/blog?page=2', fetch)
  expect('redirect' in page).toBe(false)
})

it('embeds the class merges its render made, each as tailwind-merge makes it', async () => {
  const { twMerge } = await import('tailwind-merge')
  const page = await renderPage('/services/eft')
  const block = /<script type="application\/json" id="class-merges">([^<]*)<\/script>/
  const text = block.exec(page.afterRoot)?.[1]
  expect(text).toBeDefined()
  const merges = JSON.parse(text ?? '{}') as Record<string, string | 0>
  const entries = Object.entries(merges)
  // Every widget on the page merges its classes; the page's own lists are among them.
  expect(entries.length).toBeGreaterThan(20)
  for (const [classes, merged] of entries) {
    expect(merged === 0 ? classes : merged).toBe(twMerge(classes))
  }
  // Each one is a class attribute the page carries.
  const classAttributes = new Set([...page.html.matchAll(/class="([^"]*)"/g)].map((m) => m[1]))
  const used = entries.filter(([classes, merged]) =>
    classAttributes.has(merged === 0 ? classes : merged),
  )
  expect(used.length).toBeGreaterThan(entries.length / 2)
})

it('renders the Not Found page for the server to send with 404, with its heading and links', async () => {
  const page = await renderNotFound()
  expect(page.title).toBe('Page not found')
  expect(page.html).toMatch(/<h1[^>]*>We could not find that page<\/h1>/)
  expect(page.html).toContain('href="/services"')
  // Rendered again in the browser, not hydrated: nothing to embed.
  expect(page.afterRoot).toBe('')
})

it('lists every redirect route with its target', () => {
  expect(redirectRoutes()).toMatchObject({
    '/about-us/careers': '/about-us/career',
    '/branch-locator': '/branch-search',
  })
  expect(Object.keys(redirectRoutes()).sort()).toEqual([
    '/about-us/careers',
    '/annual-business-report',
    '/blog-redirect',
    '/branch-locator',
    '/content-hub',
  ])
})

it('renders the search page with what the header’s search finds, pages then articles', async () => {
  const requested: string[] = []
  const fetch = (input: RequestInfo | URL) => {
    const url = String(input)
    requested.push(url)
    const hits = [
      { title: 'Debit orders in a real-time world', slug: 'debit-orders', foundText: '…debit…' },
    ]
    return Promise.resolve(
      url.includes('/PublicBlogs/search/debit')
        ? Response.json(hits)
        : new Response('{"error":"Not found"}', { status: 404 }),
    )
  }
  const page = await renderPageWithData('/search?q=debit', fetch)
  if ('redirect' in page) throw new Error('redirected')
  expect(page.title).toBe('Search')
  expect(page.html).toContain('Results for “debit”')
  expect(page.html).toContain('href="/services/authenticated-collections"')
  expect(page.html).toContain('href="/blog/post/debit-orders"')
  // Pages first, then articles, as the header's dropdown lists them.
  expect(page.html.indexOf('/services/authenticated-collections')).toBeLessThan(
    page.html.indexOf('/blog/post/debit-orders'),
  )
  expect(page.html).toContain(
    `<form role="search" class="mt-8 max-w-xl" action="/search" method="get">`,
  )

  requested.length = 0
  const short = await renderPageWithData('/search?q=x', fetch)
  if ('redirect' in short) throw new Error('redirected')
  expect(short.html).toContain('Type at least 2 characters')
  // A term too short to send asks the API nothing.
  expect(requested.filter((url) => url.includes('/PublicBlogs/search'))).toEqual([])
})
