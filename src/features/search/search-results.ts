import type { BlogSearchHit } from '../../api/types'
import type { SearchablePage } from '../../lib/page-search'
import { searchPages } from './search-engine'

/**
 * One result of the site search, as the header's dropdown and the search page both list it:
 * pages (and the Annual Business Report) first, in `searchPages`' order, then the articles in the
 * API's order. One place, so that the two can never rank differently.
 */
export type SearchResult = {
  title: string
  path: string
  /** The additional info under the title: the page's keywords or the article's snippet. */
  info: string
  external?: boolean
  kind: 'page' | 'article'
}

/** The pages that match `term`, best first. */
export function pageResults(pages: readonly SearchablePage[], term: string): SearchResult[] {
  return searchPages(pages, term).map((page) => ({
    title: page.title,
    path: page.path,
    info: page.keywords.join(', '),
    external: page.external,
    kind: 'page',
  }))
}

/** The Content Hub's articles the API found, as results. */
export function articleResults(hits: readonly BlogSearchHit[]): SearchResult[] {
  return hits.map((hit) => ({
    title: hit.title,
    path: `/blog/post/${hit.slug}`,
    info: hit.foundText,
    kind: 'article',
  }))
}
