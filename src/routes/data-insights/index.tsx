import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../content/insights'
import { PageIntro } from '../../shell/page-intro'

export const Route = createFileRoute('/data-insights/')({
  staticData: {
    title: 'Data Insights',
    keywords: [
      'data insights',
      'data analytics',
      'economic data',
      'transaction data',
      'payment trends',
      'statistics',
      'economy',
      'insights',
      'research',
      'reports',
    ],
  },
  component: () => <PageIntro {...insights.dataInsights} />,
})
