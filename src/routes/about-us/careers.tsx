import { createFileRoute } from '@tanstack/react-router'
import { redirectBeforeLoad } from '../../lib/redirect-route'

const target = '/about-us/career'

export const Route = createFileRoute('/about-us/careers')({
  staticData: {
    title: 'Careers',
    unlisted: true,
    redirectTo: target,
    description:
      'The former address of our careers page, which now leads to the vacancies and programmes on the Careers page.',
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
