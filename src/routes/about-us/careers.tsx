import { createFileRoute } from '@tanstack/react-router'
import { redirectBeforeLoad } from '../../lib/redirect-route'

const target = '/about-us/career'

export const Route = createFileRoute('/about-us/careers')({
  staticData: {
    title: 'Careers',
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
