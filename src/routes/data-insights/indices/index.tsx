import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../../content/insights'
import { PageIntro } from '../../../shell/page-intro'

export const Route = createFileRoute('/data-insights/indices/')({
  staticData: {
    title: 'Economic Indices',
    keywords: [
      'economic indices',
      'indices',
      'economic index',
      'salary index',
      'economic indicators',
      'GDP',
      'economy',
      'take-home pay',
      'payment data',
      'trends',
    ],
  },
  component: () => <PageIntro {...insights.indices} />,
})
