import { createFileRoute } from '@tanstack/react-router'
import { careers } from '../../content/company/careers'
import { RecruitmentContact, Vacancies } from '../../templates/careers-parts'
import { CompanyPage } from '../../templates/company-page'

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
  component: () => (
    <CompanyPage
      content={careers}
      slots={{ vacancies: <Vacancies />, contact: <RecruitmentContact /> }}
    />
  ),
})
