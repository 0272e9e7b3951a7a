import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/fraud-mitigation'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.fraudMitigation.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
