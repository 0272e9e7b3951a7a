import type { PageDataLoader } from '../page-data/loaders'
import type { BranchSearchParams } from './branch-search-params'
import { branchSearchQuery } from './queries'

/** The branch locator's results for the search in its address. */
export const branchSearchData =
  (search: BranchSearchParams): PageDataLoader =>
  (data) =>
    data.get(branchSearchQuery(search))
