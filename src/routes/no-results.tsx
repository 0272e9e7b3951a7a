import { createFileRoute } from '@tanstack/react-router'
import { NoResultsPage } from '../features/search/no-results-page'
import { parseNoResultsSearch } from '../features/search/no-results-search'
import { noResultsCopy } from '../content/no-results'

export const Route = createFileRoute('/no-results')({
  staticData: {
    title: 'No results',
    unlisted: true,
    description: noResultsCopy.description,
  },
  validateSearch: parseNoResultsSearch,
  component: NoResultsRoute,
})

function NoResultsRoute() {
  const { q } = Route.useSearch()
  return <NoResultsPage term={q} />
}
