import type { PageDataLoader } from '../page-data/loaders'
import { minimumSearchLength, normalise } from '../../lib/page-search'
import { blogSearchQuery } from '../blog/queries'

/** The search page's articles for its term; a term too short to send asks for nothing. */
export const searchPageData =
  (term: string | undefined): PageDataLoader =>
  async (data) => {
    const trimmed = term?.trim() ?? ''
    if (normalise(trimmed).length >= minimumSearchLength) await data.get(blogSearchQuery(trimmed))
  }
