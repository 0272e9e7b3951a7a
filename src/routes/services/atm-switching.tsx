import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/services/atm-switching')({
  staticData: {
    title: 'ATM Switching',
    keywords: [
      'ATM',
      'cash withdrawal',
      'saswitch',
      'card switching',
      'interbank ATM',
      'ATM fees',
      'not-on-us',
      'balance enquiry',
      'ATM network',
      'cash machine',
    ],
  },
  component: () => <PageIntro {...services.atmSwitching} />,
})
