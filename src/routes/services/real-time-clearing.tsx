import { createFileRoute } from '@tanstack/react-router'
import { detail } from '../../content/services/real-time-clearing'
import { ServicePage } from '../../features/services/service-page'
import { services } from '../../content/services'

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
    description: services.realTimeClearing.summary,
  },
  component: () => <ServicePage detail={detail} />,
})
