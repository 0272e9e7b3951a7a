import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/cash-management')({
  staticData: {
    title: 'Cash Management (ICMS)',
    keywords: [
      'cash management',
      'ICMS',
      'integrated cash management',
      'cash-in-transit',
      'CIT',
      'smart safe',
      'cash deposits',
      'retail cash',
      'vault',
      'cash logistics',
    ],
  },
  component: () => <PageIntro {...services.cashManagement} />,
})
