import { createFileRoute } from '@tanstack/react-router'
import { DataInsightsPage } from '../../features/insights/data-insights-page'
import { insights } from '../../content/insights'

export const Route = createFileRoute('/data-insights/')({
  staticData: {
    title: 'Data Insights',
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
    description: insights.dataInsights.description,
  },
  component: DataInsightsPage,
})
