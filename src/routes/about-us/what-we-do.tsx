import { createFileRoute } from '@tanstack/react-router'
import { whatWeDo } from '../../content/company/what-we-do'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/what-we-do')({
  staticData: {
    title: 'What We Do',
  },
  component: () => <CompanyPage content={whatWeDo} />,
})
