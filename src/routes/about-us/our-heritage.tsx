import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { HeritagePage } from '../../features/company/heritage-page'

export const Route = createFileRoute('/about-us/our-heritage')({
  staticData: {
    title: 'Our History',
    description: company.heritage.description,
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
  component: HeritagePage,
})
