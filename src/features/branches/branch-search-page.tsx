import { branchSearch } from '../../content/branches'
import { PageIntro } from '../../templates/page-intro'
import { BranchLocator } from './branch-locator'
import type { BranchSearchParams } from './branch-search-params'

/** The bank branch locator: its introduction, then the search in the URL and its branches. */
export function BranchSearchPage({ search }: { search: BranchSearchParams }) {
  return (
    <>
      <PageIntro {...branchSearch} className="pb-6 md:pb-8" />
      <BranchLocator search={search} />
    </>
  )
}
