import { createFileRoute } from '@tanstack/react-router'
import { blogLink } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = blogLink

export const Route = createFileRoute('/content-hub')({
  staticData: {
    title: 'Content Hub',
    unlisted: true,
    redirectTo: target,
    description:
      'The Content Hub’s short address, which leads to our articles, news and insights on payments.',
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
