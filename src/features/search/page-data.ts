import { queryOptions } from '@tanstack/react-query'
import type { PageDataLoader } from '../page-data/loaders'
import { minimumSearchLength, normalise, type SearchablePage } from '../../lib/page-search'
import { blogSearchQuery } from '../blog/queries'
import { loadPageTexts, withPageTexts } from './page-text'

/**
 * The pages the site search finds for a term, best first, with the pages' own words: what a
 * server render of the search page lists and embeds, so that the browser hydrates the same list
 * before it has loaded the words itself. The engine loads with it, never with the page data of
 * other routes.
 */
export const pageHitsQuery = (term: string, pages: () => readonly SearchablePage[]) =>
  queryOptions({
    queryKey: ['search', 'pages', term],
    queryFn: async () => {
      const [{ pageResults }, texts] = await Promise.all([
        import('./search-results'),
        loadPageTexts(),
      ])
      return pageResults(withPageTexts(pages(), texts), term)
    },
  })

/**
 * The search page's data for its term: the articles, and on the server (which lists the pages)
 * the pages found; a term too short to send asks for nothing.
 */
export const searchPageData =
  ({
    term,
    pages,
  }: {
    term: string | undefined
    pages?: (() => readonly SearchablePage[]) | undefined
  }): PageDataLoader =>
  async (data) => {
    const trimmed = term?.trim() ?? ''
    if (normalise(trimmed).length < minimumSearchLength) return
    await Promise.all([
      data.get(blogSearchQuery(trimmed)),
      pages === undefined ? undefined : data.get(pageHitsQuery(trimmed, pages)),
    ])
  }
