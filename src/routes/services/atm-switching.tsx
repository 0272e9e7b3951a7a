import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/atm-switching'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.atmSwitching.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
