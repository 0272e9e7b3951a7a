import { ourReach } from '../../content/reach'
import { PageIntro } from '../../templates/page-intro'
import { ReachExplorer } from './reach-explorer'

/** Our Reach: its introduction, then the map of the countries we clear for. */
export function OurReachPage() {
  return (
    <>
      <PageIntro {...ourReach} />
      <ReachExplorer />
    </>
  )
}
