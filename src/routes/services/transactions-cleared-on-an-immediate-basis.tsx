import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/tcib'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
