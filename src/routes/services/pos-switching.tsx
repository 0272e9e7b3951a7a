import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/pos-switching'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/pos-switching')({
  staticData: {
    title: 'POS Switching & Settlement',
  },
  component: () => <ServicePage detail={detail} />,
})
