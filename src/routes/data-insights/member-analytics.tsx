import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../content/insights'
import { MemberAnalyticsPage } from '../../features/insights/member-analytics-page'

export const Route = createFileRoute('/data-insights/member-analytics')({
  staticData: {
    title: 'Member Analytics',
    description: insights.memberAnalytics.description,
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
  },
  component: MemberAnalyticsPage,
})
