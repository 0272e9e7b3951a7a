import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/rapid-payments'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/rapid-payments-programme')({
  staticData: {
    title: 'Rapid Payments Programme (RPP)',
    keywords: [
      'PayShap',
      'RPP',
      'rapid payments',
      'instant payments',
      'pay by cellphone number',
      'ShapID',
      'request to pay',
      'PayShap limit',
      'instant transfer',
      'banking app payments',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
