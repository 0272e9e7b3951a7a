import { createFileRoute } from '@tanstack/react-router'
import { HeritagePage } from '../../features/company/heritage-page'
import { company } from '../../content/company'

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
    description: company.heritage.description,
  },
  component: HeritagePage,
})
