import { createFileRoute } from '@tanstack/react-router'
import { siteLinks } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = siteLinks.businessReports

export const Route = createFileRoute('/annual-business-report')({
  staticData: {
    title: 'Annual Business Report',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
