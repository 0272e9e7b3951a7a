import { createFileRoute } from '@tanstack/react-router'
import { heritage, milestones } from '../../content/company/heritage'
import { CompanyPage } from '../../templates/company-page'
import { Timeline } from '../../templates/timeline'

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
  component: () => (
    <CompanyPage content={heritage} slots={{ timeline: <Timeline milestones={milestones} /> }} />
  ),
})
