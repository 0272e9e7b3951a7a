import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/swift'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.swift.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
