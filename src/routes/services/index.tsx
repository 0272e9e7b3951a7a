import { createFileRoute } from '@tanstack/react-router'
import { servicesOverview } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...servicesOverview} />,
})
