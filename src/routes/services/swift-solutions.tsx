import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.swift} />,
})
