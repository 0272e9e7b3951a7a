import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/real-time-clearing'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/real-time-clearing')({
  staticData: {
    title: 'Real-Time Clearing',
  },
  component: () => <ServicePage detail={detail} />,
})
