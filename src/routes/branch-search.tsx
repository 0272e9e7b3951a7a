import { createFileRoute } from '@tanstack/react-router'
import { branchSearch } from '../content/branches'
import { PageIntro } from '../shell/page-intro'

export const Route = createFileRoute('/branch-search')({
  staticData: {
    title: 'Bank Branch Locator',
    keywords: [
      'branch code',
      'bank branch',
      'branch locator',
      'universal branch code',
      'find a branch',
      'branch search',
      'bank address',
      'branch code lookup',
      'bank branches near me',
      'bank branch codes list',
    ],
  },
  component: () => <PageIntro {...branchSearch} />,
})
