import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/early-debit-order'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.earlyDebitOrder.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
