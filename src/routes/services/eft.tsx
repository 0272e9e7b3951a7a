import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/eft'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.eft.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
