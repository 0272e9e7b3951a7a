import { createFileRoute } from '@tanstack/react-router'
import { memberServices } from '../content/member-services'
import { PageIntro } from '../shell/page-intro'

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
  },
  component: () => <PageIntro {...memberServices} />,
})
