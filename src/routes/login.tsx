import { createFileRoute } from '@tanstack/react-router'
import { MemberServicesPage } from '../features/member-services/member-services-page'

export const Route = createFileRoute('/login')({
  staticData: {
    title: 'Member Services',
  },
  component: MemberServicesPage,
})
