import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.posSwitching} />,
})
