import { createFileRoute } from '@tanstack/react-router'
import { memberServices } from '../content/member-services'
import { MemberServicesPage } from '../features/member-services/member-services-page'

export const Route = createFileRoute('/login')({
  staticData: {
    title: 'Member Services',
    description: memberServices.description,
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
  },
  component: MemberServicesPage,
})
