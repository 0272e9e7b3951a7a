import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../api/route-data'
import { parseNoResultsSearch } from '../features/search/no-results-search'
import { SearchPage } from '../features/search/search-page'

export const Route = createFileRoute('/search')({
  staticData: {
    title: 'Search',
    unlisted: true,
    noindex: true,
  },
  validateSearch: parseNoResultsSearch,
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ deps: { q }, ...args }) =>
    loadPageData(args, () =>
      import('../features/search/page-data').then((data) => data.searchPageData(q)),
    ),
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <SearchPage term={q} />
}
