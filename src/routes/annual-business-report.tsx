import { createFileRoute } from '@tanstack/react-router'
import { businessReportsLink } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = businessReportsLink

export const Route = createFileRoute('/annual-business-report')({
  staticData: {
    title: 'Annual Business Report',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
