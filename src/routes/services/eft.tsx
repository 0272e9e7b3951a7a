import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/eft'
import { services } from '../../content/services'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/eft')({
  staticData: {
    title: 'Electronic Funds Transfer (EFT)',
    description: services[detail.key].summary,
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
  component: () => <ServicePage detail={detail} />,
})
