import { createFileRoute } from '@tanstack/react-router'
import { IndicesOverview } from '../../../features/insights/indices-overview'

export const Route = createFileRoute('/data-insights/indices/')({
  staticData: {
    title: 'Economic Indices',
    keywords: [
      'economic indices',
      'indices',
      'economic index',
      'salary index',
      'economic indicators',
      'GDP',
      'economy',
      'take-home pay',
      'payment data',
      'trends',
    ],
  },
  component: IndicesOverview,
})
