import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/early-debit-order'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/early-debit-order')({
  staticData: {
    title: 'Early Debit Order (EDO)',
    keywords: [
      'EDO',
      'early debit order',
      'debit order',
      'NAEDO',
      'AEDO',
      'tracking',
      'collections',
      'loan repayments',
      'payday debit order',
      'debit order priority',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
