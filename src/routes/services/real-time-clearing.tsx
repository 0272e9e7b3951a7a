import { createFileRoute } from '@tanstack/react-router'
import { detail, service } from '../../content/services/real-time-clearing'
import { ServicePage } from '../../features/services/service-page'

export const Route = createFileRoute('/services/real-time-clearing')({
  staticData: {
    title: 'Real-Time Clearing',
    keywords: [
      'real-time clearing',
      'RTC',
      'instant EFT',
      'immediate payment',
      'real-time payments',
      'instant transfer',
      '24/7 payments',
      'same-day payments',
      'credit transfer',
      'fast payments',
    ],
    description: service.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
