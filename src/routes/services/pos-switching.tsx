import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/pos-switching'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/pos-switching')({
  staticData: {
    title: 'POS Switching & Settlement',
    keywords: [
      'POS',
      'point of sale',
      'card machine',
      'speedpoint',
      'card payments',
      'tap to pay',
      'merchant payments',
      'acquiring',
      'card switching',
      'settlement',
      'authorisation',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
