import type { PageText, SearchablePage } from '../../lib/page-search'

/**
 * The pages' own words for the site search (their headings and the start of their body), by path:
 * written by the build from the prerendered pages (scripts/page-text.ts), served as a file of the
 * site, loaded with the search and never in the first load, and kept by the service worker so the
 * search finds them offline too.
 */
export type PageTexts = Readonly<Record<string, PageText>>

/** The file the build writes beside the site (server/prerendered.ts names it too). */
export const PAGE_TEXT_FILE = 'search-text.json'

/** No words (yet): the search has titles and keywords alone. */
export const NO_PAGE_TEXTS: PageTexts = {}
let provided: PageTexts | undefined
let loading: Promise<PageTexts> | undefined
let loaded: PageTexts | undefined

/**
 * The server's render threads read the file once as they start, and give it here: a render
 * searches the same words the browser does, with nothing to fetch.
 */
export function providePageTexts(texts: PageTexts): void {
  provided = texts
}

/**
 * The pages' words: in the browser fetched once (a failure searches titles and keywords alone,
 * and the next search tries again); in a server render what the thread was given, or none.
 */
export function loadPageTexts(): Promise<PageTexts> {
  if (provided !== undefined) return Promise.resolve(provided)
  if (typeof window === 'undefined') return Promise.resolve(NO_PAGE_TEXTS)
  loading ??= fetch(`/${PAGE_TEXT_FILE}`)
    .then(async (response) => {
      if (!response.ok) throw new Error(`${PAGE_TEXT_FILE} answered ${response.status}`)
      loaded = (await response.json()) as PageTexts
      return loaded
    })
    .catch(() => {
      loading = undefined
      return NO_PAGE_TEXTS
    })
  return loading
}

/**
 * What the browser has loaded so far, without waiting (none on the server: a server render finds
 * the pages' words through its loader, and the browser hydrates from that answer).
 */
export function loadedPageTexts(): PageTexts {
  return loaded ?? NO_PAGE_TEXTS
}

const merged = new WeakMap<readonly SearchablePage[], WeakMap<PageTexts, readonly unknown[]>>()

/**
 * `pages` with their own words, where the file has them (the same list when it has none). The
 * same list for the same two: the search engine indexes a list once, not once per search.
 */
export function withPageTexts<T extends SearchablePage>(
  pages: readonly T[],
  texts: PageTexts,
): readonly T[] {
  if (Object.keys(texts).length === 0) return pages
  let byTexts = merged.get(pages)
  if (byTexts === undefined) {
    byTexts = new WeakMap()
    merged.set(pages, byTexts)
  }
  let list = byTexts.get(texts) as readonly T[] | undefined
  if (list === undefined) {
    list = pages.map((page) => {
      const text = texts[page.path]
      return text === undefined ? page : { ...page, text }
    })
    byTexts.set(texts, list)
  }
  return list
}
