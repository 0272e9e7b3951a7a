import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/eft')({
  staticData: {
    title: 'Electronic Funds Transfer (EFT)',
    keywords: [
      'electronic funds transfer',
      'EFT',
      'batch payments',
      'salaries',
      'payroll',
      'debit orders',
      'credit transfers',
      'supplier payments',
      'ACB',
      'same-day payments',
    ],
  },
  component: () => <PageIntro {...services.eft} />,
})
