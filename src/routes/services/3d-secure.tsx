import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/3d-secure'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/3d-secure')({
  staticData: {
    title: '3D Secure',
  },
  component: () => <ServicePage detail={detail} />,
})
