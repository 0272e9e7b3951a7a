import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...company.leadership} />,
})
