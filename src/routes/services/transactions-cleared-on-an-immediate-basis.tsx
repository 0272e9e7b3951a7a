import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/transactions-cleared-on-an-immediate-basis')({
  staticData: {
    title: 'Transactions Cleared on an Immediate Basis (TCIB)',
    keywords: [
      'TCIB',
      'cross-border payments',
      'SADC',
      'send money to Zimbabwe',
      'send money to Mozambique',
      'remittances',
      'SADC-RTGS',
      'regional payments',
      'instant cross-border',
      'international transfer Africa',
    ],
  },
  component: () => <PageIntro {...services.tcib} />,
})
