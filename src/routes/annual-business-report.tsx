import { createFileRoute } from '@tanstack/react-router'
import { site } from '../content/site'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = site.links.businessReports

export const Route = createFileRoute('/annual-business-report')({
  staticData: {
    title: 'Annual Business Report',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
