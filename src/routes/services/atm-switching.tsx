import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/atm-switching'
import { ServicePage } from '../../features/services/service-page'

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
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
