import { createFileRoute } from '@tanstack/react-router'
import { MemberAnalyticsPage } from '../../features/insights/member-analytics-page'
import { insights } from '../../content/insights'

export const Route = createFileRoute('/data-insights/member-analytics')({
  staticData: {
    title: 'Member Analytics',
    keywords: [
      'member analytics',
      'benchmarking',
      'bank reports',
      'transaction volumes',
      'dashboards',
      'rejection rates',
      'return rates',
      'participant reports',
      'industry comparison',
      'analytics',
    ],
    description: insights.memberAnalytics.description,
  },
  component: MemberAnalyticsPage,
})
