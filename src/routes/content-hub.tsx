import { createFileRoute } from '@tanstack/react-router'
import { site } from '../content/site'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = site.links.blog

export const Route = createFileRoute('/content-hub')({
  staticData: {
    title: 'Content Hub',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
