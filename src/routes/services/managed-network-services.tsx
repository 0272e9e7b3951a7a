import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/managed-network'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/managed-network-services')({
  staticData: {
    title: 'Managed Network Services',
  },
  component: () => <ServicePage detail={detail} />,
})
