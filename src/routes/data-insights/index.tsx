import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../content/insights'
import { DataInsightsPage } from '../../features/insights/data-insights-page'

export const Route = createFileRoute('/data-insights/')({
  staticData: {
    title: 'Data Insights',
    description: insights.dataInsights.description,
    keywords: [
      'data insights',
      'data analytics',
      'economic data',
      'transaction data',
      'payment trends',
      'statistics',
      'economy',
      'insights',
      'research',
      'reports',
    ],
  },
  component: DataInsightsPage,
})
