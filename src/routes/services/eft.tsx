import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/eft'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
