import { createFileRoute } from '@tanstack/react-router'
import { businessReportsLink } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = businessReportsLink

export const Route = createFileRoute('/annual-business-report')({
  staticData: {
    title: 'Annual Business Report',
    unlisted: true,
    redirectTo: target,
    description:
      'The address of our Annual Business Report, which leads to where the report is published.',
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
