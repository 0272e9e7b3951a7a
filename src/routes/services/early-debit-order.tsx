import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/early-debit-order'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/early-debit-order')({
  staticData: {
    title: 'Early Debit Order (EDO)',
  },
  component: () => <ServicePage detail={detail} />,
})
