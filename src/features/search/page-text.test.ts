import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadPageTexts, NO_PAGE_TEXTS, withPageTexts } from './page-text'

const pages = [
  { title: 'EFT', path: '/services/eft', keywords: ['salaries'] },
  { title: 'Our Reach', path: '/our-reach', keywords: [] },
]
const texts = { '/services/eft': { headings: 'How it works', text: 'Batches clear daily.' } }

describe('withPageTexts', () => {
  it("gives each page the file's words for its path, and leaves the others as they are", () => {
    const merged = withPageTexts(pages, texts)
    expect(merged[0]).toEqual({ ...pages[0], text: texts['/services/eft'] })
    expect(merged[1]).toBe(pages[1])
  })

  it('gives the same list for the same pages and words, so the list is indexed once', () => {
    expect(withPageTexts(pages, texts)).toBe(withPageTexts(pages, texts))
    expect(withPageTexts(pages, NO_PAGE_TEXTS)).toBe(pages)
  })
})

describe('loadPageTexts', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('searches titles and keywords alone when the file fails, and asks again next time', async () => {
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(Response.json(texts))
    vi.stubGlobal('fetch', fetch)
    expect(await loadPageTexts()).toBe(NO_PAGE_TEXTS)
    expect(await loadPageTexts()).toEqual(texts)
    // Loaded once, kept: no third request.
    expect(await loadPageTexts()).toEqual(texts)
    expect(fetch).toHaveBeenCalledTimes(2)
    expect(fetch).toHaveBeenCalledWith('/search-text.json')
  })
})
