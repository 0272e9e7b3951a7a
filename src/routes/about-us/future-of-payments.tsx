import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...company.futureOfPayments} />,
})
