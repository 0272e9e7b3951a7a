import { createFileRoute } from '@tanstack/react-router'
import { IndicesPage } from '../../../features/insights/indices-page'

export const Route = createFileRoute('/data-insights/indices/')({
  staticData: {
    title: 'Economic Indices',
  },
  component: IndicesPage,
})
