import { createFileRoute } from '@tanstack/react-router'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = '/branch-search'

export const Route = createFileRoute('/branch-locator')({
  staticData: {
    title: 'Bank Branch Locator',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
