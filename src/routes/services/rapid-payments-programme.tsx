import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/rapid-payments'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/rapid-payments-programme')({
  staticData: {
    title: 'Rapid Payments Programme (RPP)',
  },
  component: () => <ServicePage detail={detail} />,
})
