import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/atm-switching'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/atm-switching')({
  staticData: {
    title: 'ATM Switching',
  },
  component: () => <ServicePage detail={detail} />,
})
