import { createFileRoute } from '@tanstack/react-router'
import { branchSearch } from '../features/branches/branch-search-params'
import { BranchSearchPage } from '../features/branches/branch-search-page'

export const Route = createFileRoute('/branch-search')({
  staticData: {
    title: 'Bank Branch Locator',
  },
  validateSearch: branchSearch.validate,
  component: BranchSearchRoute,
})

function BranchSearchRoute() {
  const search = Route.useSearch()
  return <BranchSearchPage search={search} />
}
