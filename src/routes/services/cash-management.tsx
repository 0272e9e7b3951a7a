import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/cash-management'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

export const Route = createFileRoute('/services/cash-management')({
  staticData: {
    title: 'Cash Management (ICMS)',
    keywords: [
      'cash management',
      'ICMS',
      'integrated cash management',
      'cash-in-transit',
      'CIT',
      'smart safe',
      'cash deposits',
      'retail cash',
      'vault',
      'cash logistics',
    ],
    description: services.cashManagement.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
