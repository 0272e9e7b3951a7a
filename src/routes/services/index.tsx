import { createFileRoute } from '@tanstack/react-router'
import { ServicesPage } from '../../features/services/services-page'
import { servicesOverview } from '../../content/services'

export const Route = createFileRoute('/services/')({
  staticData: {
    title: 'Services',
    keywords: [
      'services',
      'payment services',
      'clearing',
      'switching',
      'settlement',
      'EFT',
      'card switching',
      'instant payments',
      'debit orders',
      'DebiCheck',
      'PayShap',
      'cross-border payments',
    ],
    description: servicesOverview.description,
  },
  component: ServicesPage,
})
