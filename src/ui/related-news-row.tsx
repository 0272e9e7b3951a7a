import { useId } from 'react'
import { cn } from '../lib/cn'
import { CardHeading, nestedHeadingLevel, type CardHeadingLevel } from './card-parts'
import { NewsItem, type NewsItemData } from './news-item'

/** The most news items a row holds (spec, Validation rules). */
export const MAX_NEWS_ITEMS = 3

export const TOO_MANY_NEWS_ITEMS_MESSAGE = 'Cannot have more than 3 items'

/**
 * Throws the spec's error when a row is given more items than its `max` allows, or more than 3
 * whatever `max` says.
 */
export function assertNewsItemCount(count: number, max: number = MAX_NEWS_ITEMS): void {
  if (count > Math.min(max, MAX_NEWS_ITEMS)) throw new Error(TOO_MANY_NEWS_ITEMS_MESSAGE)
}

export type RelatedNewsRowProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Names the row as a region; keep it different from other regions on the page. */
  heading?: string
  /** The row heading's level; each item's heading sits one level below. */
  headingLevel?: CardHeadingLevel
  /** The stories to show, in order (at most `max` of them). */
  items: readonly NewsItemData[]
  /** How many items the row may hold (default and at most 3). */
  max?: number
}

/**
 * A row of up to 3 news items under a heading. One column below 767 px; two columns from 767 px,
 * each item as tall as its content; from 990 px up to three columns whose items share one height,
 * so their links line up.
 *
 * @throws Error "Cannot have more than 3 items" when given more than `max` or more than 3 items.
 */
export function RelatedNewsRow({
  heading = 'Related news',
  headingLevel = 2,
  items,
  max = MAX_NEWS_ITEMS,
  className,
  ...props
}: RelatedNewsRowProps) {
  assertNewsItemCount(items.length, max)
  const headingId = useId()
  if (items.length === 0) return null

  return (
    <section
      data-slot="related-news-row"
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <CardHeading
        id={headingId}
        level={headingLevel}
        data-slot="related-news-row-heading"
        className="text-xl md:text-2xl"
      >
        {heading}
      </CardHeading>
      <ul
        data-slot="related-news-row-list"
        className="grid grid-cols-1 items-start gap-6 md:grid-cols-2 lg:grid-cols-3 lg:items-stretch"
      >
        {items.map((item, index) => (
          <li
            key={`${index} ${item.heading}`}
            data-slot="related-news-row-item"
            className="min-w-0"
          >
            <NewsItem {...item} headingLevel={nestedHeadingLevel(headingLevel)} />
          </li>
        ))}
      </ul>
    </section>
  )
}
