// @vitest-environment node
import { expect, it } from 'vitest'
import { renderPage, renderPageWithData } from './entry-prerender'

it('sends a search string that is not the page’s own to the canonical address, rendering nothing', async () => {
  const requested: string[] = []
  const fetch = (input: RequestInfo | URL) => {
    requested.push(String(input))
    return Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }))
  }
  // Page 1 has no number in its address; a page that is no number, and a hostile one, are dropped.
  expect(await renderPageWithData('/blog?page=1', fetch)).toEqual({
    redirect: true,
    location: '/blog',
  })
  expect(await renderPageWithData('/blog?page=abc&category=fraud', fetch)).toEqual({
    redirect: true,
    location: '/blog?category=fraud',
  })
  const hostile = await renderPageWithData(
    '/blog?tag=%3Cscript%3Ealert(1)%3C/script%3E&page=2',
    fetch,
  )
  expect(hostile).toEqual({ redirect: true, location: '/blog?page=2' })
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
