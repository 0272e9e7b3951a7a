import { createFileRoute } from '@tanstack/react-router'
import { siteLinks } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = siteLinks.blog

export const Route = createFileRoute('/content-hub')({
  staticData: {
    title: 'Content Hub',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
