import { createFileRoute } from '@tanstack/react-router'
import { csr } from '../../content/company/csr'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/csr')({
  staticData: {
    title: 'Social Responsibility',
    keywords: [
      'social responsibility',
      'CSR',
      'corporate social investment',
      'CSI',
      'community',
      'financial literacy',
      'financial inclusion',
      'education',
      'skills development',
      'fraud awareness',
    ],
    description: csr.intro.description,
  },
  component: () => <CompanyPage content={csr} />,
})
