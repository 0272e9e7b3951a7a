import { createFileRoute } from '@tanstack/react-router'
import { ourReach } from '../content/reach'
import { ReachExplorer } from '../features/reach/reach-explorer'
import { PageIntro } from '../templates/page-intro'

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
  },
  component: OurReachPage,
})

function OurReachPage() {
  return (
    <>
      <PageIntro {...ourReach} />
      <ReachExplorer />
    </>
  )
}
