import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../../../features/page-data/route-loader'
import { indexPages, insights } from '../../../content/insights'
import { IndexPage } from '../../../features/indices/index-page'
import { indexSearch } from '../../../features/indices/index-search'

export const Route = createFileRoute('/data-insights/indices/net-salary-index')({
  staticData: {
    title: 'Net Salary Index',
    keywords: [
      'net salary index',
      'take-home pay',
      'salaries',
      'average salary',
      'wages',
      'household income',
      'real salaries',
      'inflation',
      'pay index',
      'salary trends',
    ],
    description: insights.netSalaryIndex.description,
  },
  validateSearch: indexSearch.validate,
  loader: (args) => loadPageData(args, 'indexSeries', 'netSalaryIndex'),
  component: IndexRoute,
})

function IndexRoute() {
  const search = Route.useSearch()
  return (
    <IndexPage
      content={{ intro: insights.netSalaryIndex, ...indexPages.netSalaryIndex }}
      search={search}
    />
  )
}
