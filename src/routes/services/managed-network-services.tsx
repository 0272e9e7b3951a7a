import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.managedNetwork} />,
})
