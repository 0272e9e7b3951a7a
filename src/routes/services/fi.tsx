import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/fraud-mitigation'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/fi')({
  staticData: {
    title: 'Transactional Fraud Mitigation (TFM)',
  },
  component: () => <ServicePage detail={detail} />,
})
