import { PlayIcon } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../lib/cn'
import { CardHeading, CardLink, type CardAction, type CardHeadingLevel } from './card-parts'

/** The spec's News item entity. */
export type NewsItemData = {
  /** The story's image; without it the card has none. */
  imageSrc?: string
  /** Left empty, the image is decorative: the heading says what the story is about. */
  imageAlt?: string
  /** The story's headline. */
  heading: string
  /** One or two sentences on the story. */
  body: string
  /** Marks a video story: a visible "Video" badge with a play icon. */
  isVideo?: boolean
  /** The kind of story, shown above the heading (for example "Explainer" or "Careers"). */
  item?: string
  /** Where the story continues; the whole item then leads there through this one link. */
  action?: CardAction
}

export type NewsItemProps = Omit<React.ComponentProps<'article'>, 'children'> &
  NewsItemData & {
    /** The heading level, to fit the page's outline. */
    headingLevel?: CardHeadingLevel
  }

function VideoBadge({ className }: { className?: string }) {
  return (
    <span
      data-slot="news-item-video-badge"
      className={cn(
        'bg-accent text-accent-fg inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold',
        className,
      )}
    >
      {/* The word beside it is the icon's text alternative. */}
      <PlayIcon aria-hidden="true" className="size-3.5 fill-current" />
      Video
    </span>
  )
}

/**
 * A news story as a card: an optional image, the kind of story, a heading, a short body and a link
 * that makes the whole card clickable. Fills the height it is given, with the link at the bottom,
 * so items in a row can line up.
 */
export function NewsItem({
  imageSrc,
  imageAlt = '',
  heading,
  body,
  isVideo = false,
  item,
  action,
  headingLevel = 3,
  className,
  ...props
}: NewsItemProps) {
  // Named by its heading: a list of cards is a list of articles a screen reader can tell apart.
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      data-slot="news-item"
      data-video={isVideo || undefined}
      data-linked={action ? '' : undefined}
      className={cn(
        'group/card border-border bg-surface-raised text-fg relative flex h-full flex-col rounded-lg border shadow-sm',
        'motion-safe:transition-shadow motion-safe:duration-150',
        action && 'hover:border-primary hover:shadow-lg',
        className,
      )}
      {...props}
    >
      {imageSrc && (
        <div
          data-slot="news-item-media"
          className="bg-surface relative overflow-hidden rounded-t-[calc(var(--radius-lg)-1px)]"
        >
          <img
            data-slot="news-item-image"
            src={imageSrc}
            alt={imageAlt}
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            className="aspect-video h-auto w-full object-cover"
          />
          {isVideo && (
            <span
              data-slot="news-item-play"
              aria-hidden="true"
              className="bg-primary/85 text-primary-fg absolute top-1/2 left-1/2 flex size-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full shadow-md ring-2 ring-white/80"
            >
              <PlayIcon className="ml-1 size-7 fill-current" />
            </span>
          )}
        </div>
      )}
      <div data-slot="news-item-content" className="flex grow flex-col gap-2 p-5">
        {(item || isVideo) && (
          <div data-slot="news-item-meta" className="flex flex-wrap items-center gap-2">
            {isVideo && <VideoBadge />}
            {item && (
              <span
                data-slot="news-item-kind"
                className="text-muted text-sm font-semibold tracking-wide uppercase"
              >
                {item}
              </span>
            )}
          </div>
        )}
        <CardHeading id={headingId} level={headingLevel} data-slot="news-item-heading">
          {heading}
        </CardHeading>
        <p data-slot="news-item-body" className="text-muted leading-relaxed">
          {body}
        </p>
        {action && (
          <CardLink
            stretched
            path={action.path}
            strategy={action.strategy}
            target={action.target}
            context={action.context}
            className="mt-auto pt-2"
          >
            {action.label}
          </CardLink>
        )}
      </div>
    </article>
  )
}
