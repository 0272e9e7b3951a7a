import { createFileRoute } from '@tanstack/react-router'
import { CareersPage } from '../../features/company/careers-page'

export const Route = createFileRoute('/about-us/career')({
  staticData: {
    title: 'Careers',
  },
  component: CareersPage,
})
