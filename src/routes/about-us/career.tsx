import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../../features/company/careers-page'
import { company } from '../../content/company'

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
    description: company.careers.description,
  },
  component: CareersPage,
})
