import { createFileRoute } from '@tanstack/react-router'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = '/branch-search'

export const Route = createFileRoute('/branch-locator')({
  staticData: {
    title: 'Bank Branch Locator',
    unlisted: true,
    redirectTo: target,
    description:
      'The former address of the bank branch locator, which now leads to the branch search by bank, town or province.',
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
