import { createFileRoute } from '@tanstack/react-router'
import { DataInsightsPage } from '../../features/insights/data-insights-page'

export const Route = createFileRoute('/data-insights/')({
  staticData: {
    title: 'Data Insights',
  },
  component: DataInsightsPage,
})
