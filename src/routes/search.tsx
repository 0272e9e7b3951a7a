import { createFileRoute } from '@tanstack/react-router'
import { parseNoResultsSearch } from '../features/search/no-results-search'
import { SearchPage } from '../features/search/search-page'

export const Route = createFileRoute('/search')({
  staticData: {
    title: 'Search',
    unlisted: true,
    noindex: true,
  },
  validateSearch: parseNoResultsSearch,
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <SearchPage term={q} />
}
