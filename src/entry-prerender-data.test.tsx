// @vitest-environment node
import { expect, it } from 'vitest'
import { renderPage, renderPageWithData } from './entry-prerender'

it('names a page it cannot render by its path, never by what a visitor typed after it', async () => {
  const fetch = () => Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }))
  const failure = renderPageWithData('/blog?page=%3Cscript%3Ealert(1)%3C/script%3E', fetch)
  await expect(failure).rejects.toThrow('No route renders /blog')
  await expect(failure).rejects.not.toThrow(/script|alert/)
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
