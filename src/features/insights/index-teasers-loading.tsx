import { indexTeasers } from '../../content/insights'

/** The teasers' list: both indices side by side from 767 px. */
export const indexTeaserListClass = 'grid gap-6 md:grid-cols-2'

/** A teaser card's frame, the same while it loads as when it shows its index. */
export const indexTeaserCardClass =
  'border-border bg-surface-raised flex h-full min-h-[236px] flex-col gap-3 rounded-lg border p-5 shadow-xs'

/**
 * An index teaser's card while its series loads. A plain box, not yet an article: an article is
 * named by its heading, and two unnamed ones side by side could not be told apart by a screen
 * reader (IBM Equal Access: aria_article_label_unique).
 */
export function IndexTeaserLoading() {
  return (
    <div data-slot="index-teaser" aria-busy className={indexTeaserCardClass}>
      <p className="text-muted text-sm">Loading the index…</p>
    </div>
  )
}

/** What the index teasers show while they load (and, on the home page, before they are near). */
export function IndexTeasersLoading() {
  return (
    <ul className={indexTeaserListClass}>
      {indexTeasers.map((teaser) => (
        <li key={teaser.seriesId} className="min-w-0">
          <IndexTeaserLoading />
        </li>
      ))}
    </ul>
  )
}
