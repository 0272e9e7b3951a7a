import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/managed-network'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
