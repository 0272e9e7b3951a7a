// @vitest-environment node
import { expect, it } from 'vitest'
import { renderPageWithData } from './entry-prerender'

it('names a page it cannot render by its path, never by what a visitor typed after it', async () => {
  const fetch = () => Promise.resolve(new Response('{"error":"Not found"}', { status: 404 }))
  const failure = renderPageWithData('/blog?page=%3Cscript%3Ealert(1)%3C/script%3E', fetch)
  await expect(failure).rejects.toThrow('No route renders /blog')
  await expect(failure).rejects.not.toThrow(/script|alert/)
})
