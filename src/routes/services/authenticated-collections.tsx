import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/authenticated-collections'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/authenticated-collections')({
  staticData: {
    title: 'Authenticated Collections (DebiCheck)',
  },
  component: () => <ServicePage detail={detail} />,
})
