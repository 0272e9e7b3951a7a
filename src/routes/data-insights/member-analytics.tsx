import { createFileRoute } from '@tanstack/react-router'
import { MemberAnalyticsPage } from '../../features/insights/member-analytics-page'

export const Route = createFileRoute('/data-insights/member-analytics')({
  staticData: {
    title: 'Member Analytics',
  },
  component: MemberAnalyticsPage,
})
