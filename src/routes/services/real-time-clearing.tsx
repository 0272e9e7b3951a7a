import { createFileRoute } from '@tanstack/react-router'
import { services } from '../../content/services'
import { PageIntro } from '../../shell/page-intro'

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
  },
  component: () => <PageIntro {...services.realTimeClearing} />,
})
