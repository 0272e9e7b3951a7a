import { createFileRoute } from '@tanstack/react-router'
import { OurReachPage } from '../features/reach/our-reach-page'

export const Route = createFileRoute('/our-reach')({
  staticData: {
    title: 'Our Reach',
  },
  component: OurReachPage,
})
