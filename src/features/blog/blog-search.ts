/** The Content Hub's filters and page, as the URL's search params hold them. */
export type BlogSearch = { category?: string; tag?: string; page?: number }

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const BLOG_PAGE_SIZE = 9
const MAX_PAGE = 10_000

function kebab(value: unknown): string | undefined {
  return typeof value === 'string' && value.length <= 100 && KEBAB.test(value) ? value : undefined
}

/**
 * Reads the search params of /blog: anything malformed is dropped (a shared or hand-typed URL
 * never breaks the page), and page 1 is left out so every view has one address.
 */
export function parseBlogSearch(search: Record<string, unknown>): BlogSearch {
  const page = Number(search.page)
  // Every key is set, to undefined when dropped: the router lays this over the raw params.
  return {
    category: kebab(search.category),
    tag: kebab(search.tag),
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined,
  }
}

/**
 * The route's check of the list's category and tag (its loader): in the browser, a category or tag
 * the Content Hub does not have is Not Found (`blog-filter-check.ts`, loaded only for a list with a
 * filter). Not on the server, which answers such an address with its Not Found page before any
 * render.
 */
export function checkBlogFilters(search: BlogSearch): Promise<void> | undefined {
  if (typeof window === 'undefined') return undefined
  if (search.category === undefined && search.tag === undefined) return undefined
  return import('./blog-filter-check').then((check) => check.ensureKnownBlogFilters(search))
}
