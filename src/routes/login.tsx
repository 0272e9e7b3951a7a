import { createFileRoute } from '@tanstack/react-router'
import { MemberServicesPage } from '../features/member-services/member-services-page'
import { memberServices } from '../content/member-services'

export const Route = createFileRoute('/login')({
  staticData: {
    title: 'Member Services',
    keywords: [
      'login',
      'log in',
      'sign in',
      'member services',
      'member portal',
      'single sign-on',
      'SSO',
      'app launcher',
      'reports',
      'members',
    ],
    description: memberServices.description,
  },
  component: MemberServicesPage,
})
