import { createFileRoute } from '@tanstack/react-router'
import { futureOfPayments } from '../../content/company/future-of-payments'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/future-of-payments')({
  staticData: {
    title: 'Future of Payments',
  },
  component: () => <CompanyPage content={futureOfPayments} />,
})
