import { createFileRoute } from '@tanstack/react-router'
import { insights } from '../../../content/insights'
import { PageIntro } from '../../../shell/page-intro'

export const Route = createFileRoute('/data-insights/indices/net-salary-index')({
  staticData: {
    title: 'Net Salary Index',
    keywords: [
      'net salary index',
      'take-home pay',
      'salaries',
      'average salary',
      'wages',
      'household income',
      'real salaries',
      'inflation',
      'pay index',
      'salary trends',
    ],
  },
  component: () => <PageIntro {...insights.netSalaryIndex} />,
})
