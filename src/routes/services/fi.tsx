import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/fi')({
  staticData: {
    title: 'Transactional Fraud Mitigation (TFM)',
    keywords: [
      'fraud',
      'fraud prevention',
      'fraud detection',
      'TFM',
      'transaction monitoring',
      'card fraud',
      'suspicious transactions',
      'fraud scoring',
      'payment fraud',
      'risk management',
    ],
  },
  component: () => <PageIntro {...services.fraudMitigation} />,
})
