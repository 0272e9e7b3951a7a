import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/managed-network'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

export const Route = createFileRoute('/services/managed-network-services')({
  staticData: {
    title: 'Managed Network Services',
    keywords: [
      'managed network',
      'network services',
      'connectivity',
      'private network',
      'redundancy',
      'network monitoring',
      'secure links',
      'payment network',
      'data lines',
      'uptime',
    ],
    description: services.managedNetwork.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
