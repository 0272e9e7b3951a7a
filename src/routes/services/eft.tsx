import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/eft'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/eft')({
  staticData: {
    title: 'Electronic Funds Transfer (EFT)',
  },
  component: () => <ServicePage detail={detail} />,
})
