import { createFileRoute } from '@tanstack/react-router'
import { company } from '../../content/company'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...company.csr} />,
})
