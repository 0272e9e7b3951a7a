import { createFileRoute } from '@tanstack/react-router'
import { redirectBeforeLoad } from '../../lib/redirect-route'

const target = '/about-us/career'

export const Route = createFileRoute('/about-us/careers')({
  staticData: {
    title: 'Careers',
    description:
      'The former address of our careers page, which now leads to the vacancies and programmes on the Careers page.',
    keywords: [],
    unlisted: true,
    redirectTo: target,
  },
  beforeLoad: () => redirectBeforeLoad(target),
})
