import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/cash-management'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
