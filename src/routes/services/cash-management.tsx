import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/cash-management'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/cash-management')({
  staticData: {
    title: 'Cash Management (ICMS)',
  },
  component: () => <ServicePage detail={detail} />,
})
