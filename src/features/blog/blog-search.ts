import type { BlogSearch } from '../../api/site-search'

/** The Content Hub's filters and page, as the URL's search params hold them (a zod schema). */
export { blogSearch, type BlogSearch } from '../../api/site-search'

export const BLOG_PAGE_SIZE = 9

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
