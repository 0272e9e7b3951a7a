import { createFileRoute } from '@tanstack/react-router'
import { IndicesPage } from '../../../features/insights/indices-page'

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
  component: IndicesPage,
})
