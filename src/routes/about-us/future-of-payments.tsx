import { createFileRoute } from '@tanstack/react-router'
import { futureOfPayments } from '../../content/company/future-of-payments'
import { CompanyPage } from '../../features/company/company-page'

export const Route = createFileRoute('/about-us/future-of-payments')({
  staticData: {
    title: 'Future of Payments',
    keywords: [
      'future of payments',
      'payments modernisation',
      'ISO 20022',
      'instant payments',
      'innovation',
      'digital payments',
      'PayShap',
      'DebiCheck',
      'fintech',
      'trends',
    ],
    description: futureOfPayments.intro.description,
  },
  component: () => <CompanyPage content={futureOfPayments} />,
})
