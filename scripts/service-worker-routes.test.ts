import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRoutePattern, pagesCachePlugin } from './service-worker-routes.ts'

describe('the API routes of the service worker', () => {
  it('match the reads under the site’s API base, not documents or notifications', () => {
    const reads = apiRoutePattern('/api/public/v2')
    expect(reads.test('https://www.example.co.za/api/public/v2/Cms/Blogs?Page=1')).toBe(true)
    expect(reads.test('http://localhost:4173/api/public/v2/Branches')).toBe(true)
    expect(reads.test('https://www.example.co.za/api/public/v2/filehandler/abc')).toBe(false)
    expect(reads.test('https://www.example.co.za/api/public/v2/Notifications/list')).toBe(false)
    expect(reads.test('https://www.example.co.za/api/public/v2/Cms/Notifications/1')).toBe(false)
    expect(reads.test('https://www.example.co.za/api/public/v3/Branches')).toBe(false)
    expect(reads.test('https://www.example.co.za/blog?next=/api/public/v2/x')).toBe(false)
    const documents = apiRoutePattern('/api/public/v2/', 'filehandler/')
    expect(documents.test('https://www.example.co.za/api/public/v2/filehandler/abc')).toBe(true)
    expect(documents.test('https://www.example.co.za/api/public/v2/Branches')).toBe(false)
  })

  it('follow an API on another origin, from the start of the address only', () => {
    const reads = apiRoutePattern('https://api.example.co.za/v2/')
    expect(reads.test('https://api.example.co.za/v2/Cms/Blogs')).toBe(true)
    expect(reads.test('https://api.example.co.za/v2/filehandler/abc')).toBe(false)
    expect(reads.test('https://apiXexample.co.za/v2/Cms/Blogs')).toBe(false)
    expect(reads.test('https://www.example.co.za/https://api.example.co.za/v2/x')).toBe(false)
  })
})

describe('the pages cache, when the network is gone or slow', () => {
  // workbox-build copies the function into sw.js as text: it is run from its text here, so a
  // reference to anything outside it fails the test. The text keeps no `//`, which the copy
  // would take for a comment.
  const source = pagesCachePlugin.cachedResponseWillBeUsed.toString()
  const fromText = new Function(
    `return (${source})`,
  )() as typeof pagesCachePlugin.cachedResponseWillBeUsed
  const SHELL = new Response('<div id="root"></div>')
  const page = (assets: string[]) =>
    new Response(
      `<html><head>${assets.map((asset) => `<link rel="modulepreload" href="${asset}">`).join('')}</head><h1>EFT</h1></html>`,
    )
  const cacheHolding = (urls: string[]) =>
    vi.stubGlobal('caches', {
      match: (url: string) =>
        Promise.resolve(
          url === '/index.html' ? SHELL : urls.includes(url) ? new Response('') : undefined,
        ),
    })

  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('is copied as text that stands alone', () => {
    expect(source).not.toContain('//')
  })

  it('is the page as last seen when its stylesheet and scripts are still cached', async () => {
    cacheHolding(['/assets/index-abc.css', '/assets/index-abc.js'])
    const cached = page(['/assets/index-abc.css', '/assets/index-abc.js'])
    expect(await fromText({ cachedResponse: cached })).toBe(cached)
  })

  it('is the shell when the page was never seen, or names files of an older build', async () => {
    cacheHolding(['/assets/index-new.css'])
    expect(await fromText({ cachedResponse: undefined })).toBe(SHELL)
    expect(await fromText({ cachedResponse: page(['/assets/index-old.css']) })).toBe(SHELL)
  })
})
