import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../features/page-data/route-loader'
import { branchSearch } from '../features/branches/branch-search-params'
import { BranchSearchPage } from '../features/branches/branch-search-page'
import { branchSearch as branchSearchCopy } from '../content/branches'

export const Route = createFileRoute('/branch-search')({
  staticData: {
    title: 'Bank Branch Locator',
    keywords: [
      'branch code',
      'bank branch',
      'branch locator',
      'universal branch code',
      'find a branch',
      'branch search',
      'bank address',
      'branch code lookup',
      'bank branches near me',
      'bank branch codes list',
    ],
    description: branchSearchCopy.description,
  },
  validateSearch: branchSearch.validate,
  loaderDeps: ({ search: { q, bank, province, page } }) => ({ q, bank, province, page }),
  loader: ({ deps, ...args }) => loadPageData(args, 'branchSearch', deps),
  component: BranchSearchRoute,
})

function BranchSearchRoute() {
  const search = Route.useSearch()
  return <BranchSearchPage search={search} />
}
