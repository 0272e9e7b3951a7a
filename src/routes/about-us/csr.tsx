import { createFileRoute } from '@tanstack/react-router'
import { csr } from '../../content/company/csr'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/csr')({
  staticData: {
    title: 'Social Responsibility',
  },
  component: () => <CompanyPage content={csr} />,
})
