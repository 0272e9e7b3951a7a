import { createFileRoute } from '@tanstack/react-router'
import { blogLink } from '../content/site-links'
import { redirectBeforeLoad } from '../lib/redirect-route'

const target = blogLink

export const Route = createFileRoute('/blog-redirect')({
  staticData: {
    title: 'Content Hub',
    unlisted: true,
    redirectTo: target,
    description:
      'An old address of the Content Hub, which now leads to our articles, news and insights on payments.',
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
