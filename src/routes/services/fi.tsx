import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/fraud-mitigation'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
