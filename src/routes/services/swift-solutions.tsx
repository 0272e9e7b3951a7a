import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/swift'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/swift-solutions')({
  staticData: {
    title: 'SWIFT Solutions',
    keywords: [
      'SWIFT',
      'SWIFT bureau',
      'service bureau',
      'SWIFT connectivity',
      'international payments',
      'MT messages',
      'ISO 20022',
      'correspondent banking',
      'SWIFT CSP',
      'financial messaging',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
