import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../features/page-data/route-loader'
import { parseNoResultsSearch } from '../features/search/no-results-search'
import { SearchPage } from '../features/search/search-page'
import { searchPageCopy } from '../content/no-results'

export const Route = createFileRoute('/search')({
  staticData: {
    title: 'Search',
    unlisted: true,
    noindex: true,
    description: searchPageCopy.description,
  },
  validateSearch: parseNoResultsSearch,
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ deps: { q }, ...args }) =>
    loadPageData(args, 'search', { term: q, pages: args.context.searchablePages }),
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <SearchPage term={q} />
}
