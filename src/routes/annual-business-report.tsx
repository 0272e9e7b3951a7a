import { createFileRoute } from '@tanstack/react-router'
import { site } from '../content/site'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = site.links.businessReports

export const Route = createFileRoute('/annual-business-report')({
  staticData: {
    title: 'Annual Business Report',
    description:
      'The address of our Annual Business Report, which leads to where the report is published.',
    keywords: [],
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
