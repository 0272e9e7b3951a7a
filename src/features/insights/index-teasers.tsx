import { indexTeasers } from '../../content/insights'
import { IndexTeaser } from '../indices/index-teaser'
import { indexTeaserListClass } from './index-teasers-loading'

/** Both indices side by side from 767 px, each a card with its sparkline. */
export function IndexTeasers({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  return (
    <ul className={indexTeaserListClass}>
      {indexTeasers.map((teaser) => (
        <li key={teaser.seriesId} className="min-w-0">
          <IndexTeaser {...teaser} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
