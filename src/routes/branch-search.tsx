import { createFileRoute } from '@tanstack/react-router'
import { branchSearch } from '../content/branches'
import { BranchLocator } from '../features/branches/branch-locator'
import { parseBranchSearch } from '../features/branches/branch-search-params'
import { PageIntro } from '../templates/page-intro'

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
  },
  validateSearch: parseBranchSearch,
  component: BranchSearchPage,
})

function BranchSearchPage() {
  const search = Route.useSearch()
  return (
    <>
      <PageIntro {...branchSearch} className="pb-6 md:pb-8" />
      <BranchLocator search={search} />
    </>
  )
}
