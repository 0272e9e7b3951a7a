import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.earlyDebitOrder} />,
})
