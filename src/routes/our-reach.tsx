import { createFileRoute } from '@tanstack/react-router'
import { ourReach } from '../content/reach'
import { OurReachPage } from '../features/reach/our-reach-page'

export const Route = createFileRoute('/our-reach')({
  staticData: {
    title: 'Our Reach',
    description: ourReach.description,
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
  },
  component: OurReachPage,
})
