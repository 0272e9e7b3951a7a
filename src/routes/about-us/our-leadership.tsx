import { createFileRoute } from '@tanstack/react-router'
import { leadership } from '../../content/company/leadership'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/our-leadership')({
  staticData: {
    title: 'Our Leadership',
    keywords: [
      'leadership',
      'executive team',
      'board of directors',
      'management',
      'CEO',
      'directors',
      'governance',
      'executives',
      'executive committee',
      'board',
    ],
    description: leadership.intro.description,
  },
  component: () => <CompanyPage content={leadership} />,
})
