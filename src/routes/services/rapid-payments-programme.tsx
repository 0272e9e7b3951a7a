import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.rapidPayments} />,
})
