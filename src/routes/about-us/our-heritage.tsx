import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/about-us/our-heritage')({
  staticData: {
    title: 'Our History',
    keywords: [
      'history',
      'our history',
      'heritage',
      'background',
      'clearing house',
      'cheques',
      'milestones',
      'origins',
      'payments history',
      'company history',
    ],
  },
  component: () => <PageIntro {...company.heritage} />,
})
