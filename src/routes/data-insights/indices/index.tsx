import { createFileRoute } from '@tanstack/react-router'
import { IndicesPage } from '../../../features/insights/indices-page'
import { insights } from '../../../content/insights'

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
    description: insights.indices.description,
  },
  component: IndicesPage,
})
