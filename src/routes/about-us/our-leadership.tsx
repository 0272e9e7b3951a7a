import { createFileRoute } from '@tanstack/react-router'
import { leadership } from '../../content/company/leadership'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/our-leadership')({
  staticData: {
    title: 'Our Leadership',
  },
  component: () => <CompanyPage content={leadership} />,
})
