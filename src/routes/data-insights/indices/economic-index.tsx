import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../../../features/page-data/route-loader'
import { indexPages, insights } from '../../../content/insights'
import { IndexPage } from '../../../features/indices/index-page'
import { indexSearch } from '../../../features/indices/index-search'

export const Route = createFileRoute('/data-insights/indices/economic-index')({
  staticData: {
    title: 'Economic Index',
    keywords: [
      'economic index',
      'economic activity',
      'GDP',
      'economy',
      'recession',
      'growth',
      'economic indicator',
      'transaction index',
      'business cycle',
      'South African economy',
    ],
    description: insights.economicIndex.description,
  },
  validateSearch: indexSearch.validate,
  loader: (args) => loadPageData(args, 'indexSeries', 'economicIndex'),
  component: IndexRoute,
})

function IndexRoute() {
  const search = Route.useSearch()
  return (
    <IndexPage
      content={{ intro: insights.economicIndex, ...indexPages.economicIndex }}
      search={search}
    />
  )
}
