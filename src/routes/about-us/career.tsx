import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/about-us/career')({
  staticData: {
    title: 'Careers',
    keywords: [
      'careers',
      'jobs',
      'vacancies',
      'work for us',
      'employment',
      'graduate programme',
      'internships',
      'IT jobs',
      'apply',
      'job opportunities',
    ],
  },
  component: () => <PageIntro {...company.careers} />,
})
