import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../../content/insights'
import { PageIntro } from '../../../shell/page-intro'

export const Route = createFileRoute('/data-insights/indices/economic-index')({
  staticData: {
    title: 'Economic Index',
    keywords: [
      'economic index',
      'economic activity',
      'GDP',
      'economy',
      'recession',
      'growth',
      'economic indicator',
      'transaction index',
      'business cycle',
      'South African economy',
    ],
  },
  component: () => <PageIntro {...insights.economicIndex} />,
})
