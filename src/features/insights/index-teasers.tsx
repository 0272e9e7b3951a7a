import { indexTeasers } from '../../content/insights'
import { IndexTeaser } from '../indices/index-teaser'

/** Both indices side by side from 767 px, each a card with its sparkline. */
export function IndexTeasers({ headingLevel = 3 }: { headingLevel?: 3 | 4 }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {indexTeasers.map((teaser) => (
        <li key={teaser.seriesId} className="min-w-0">
          <IndexTeaser {...teaser} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  )
}
