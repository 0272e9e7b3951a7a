import { createFileRoute } from '@tanstack/react-router'
import { OurReachPage } from '../features/reach/our-reach-page'
import { ourReach } from '../content/reach'

export const Route = createFileRoute('/our-reach')({
  staticData: {
    title: 'Our Reach',
    keywords: [
      'our reach',
      'Africa',
      'SADC',
      'cross-border payments',
      'cross-border clearing',
      'regional payments',
      'Southern Africa',
      'footprint',
      'network',
      'banks in Africa',
      'Namibia',
      'Lesotho',
      'Eswatini',
      'Mozambique',
      'TCIB',
    ],
    description: ourReach.description,
  },
  component: OurReachPage,
})
