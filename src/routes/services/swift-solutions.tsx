import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/swift'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/swift-solutions')({
  staticData: {
    title: 'SWIFT Solutions',
  },
  component: () => <ServicePage detail={detail} />,
})
