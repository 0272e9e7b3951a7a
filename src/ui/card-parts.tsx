import { ArrowRightIcon, ExternalLinkIcon } from 'lucide-react'
import { cn } from '../lib/cn'
import type { LinkStrategy, LinkTarget } from '../lib/links'
import { Anchor, type AnchorProps } from './anchor'

/** Parts shared by the card widgets (info card, news item, side image block, related content). */

export type CardHeadingLevel = 2 | 3 | 4 | 5 | 6

/** The level of a heading nested one step below `level` (h6 stays h6). */
export function nestedHeadingLevel(level: CardHeadingLevel): CardHeadingLevel {
  return Math.min(level + 1, 6) as CardHeadingLevel
}

/** Where a card leads: the link's words and the `Anchor` destination. */
export type CardAction = {
  /** The link's visible words; they name the link, so say where it goes ("Read about DebiCheck"). */
  label: string
  /**
   * Words screen readers hear after the label, when the label is the same on several cards of a
   * page ("Read the article"): the article's title, so that each link's name is its own.
   */
  context?: string
  path: string
  strategy?: LinkStrategy
  target?: LinkTarget
}

export type CardHeadingProps = React.ComponentProps<'h2'> & { level?: CardHeadingLevel }

/** A heading at the level the page's outline needs. */
export function CardHeading({ level = 3, className, ...props }: CardHeadingProps) {
  const Heading = `h${level}` as const
  return (
    <Heading
      data-slot="card-heading"
      className={cn('text-fg text-lg leading-snug font-semibold text-balance', className)}
      {...props}
    />
  )
}

export type CardLinkProps = AnchorProps & {
  /** Heard after the link's words only (see `CardAction.context`). */
  context?: string
  /**
   * Stretches the link's click area over its card through `::after` (the card must be the
   * nearest positioned ancestor), so the whole card is clickable while the link stays the only
   * interactive element and the only tab stop. The focus ring is drawn around the card.
   */
  stretched?: boolean
}

/** A card's call to action: underlined link words with an arrow. */
export function CardLink({
  stretched = false,
  context,
  className,
  children,
  ...props
}: CardLinkProps) {
  // An arrow, or for a new tab the usual "external" mark; its meaning is also spoken by Anchor.
  const newTab = props.strategy === 'href' && props.target === '_blank'
  const Icon = newTab ? ExternalLinkIcon : ArrowRightIcon
  return (
    <Anchor
      data-slot="card-link"
      data-stretched={stretched || undefined}
      className={cn(
        'text-link block min-h-6 w-fit self-start font-semibold underline decoration-1 underline-offset-4 hover:decoration-2',
        stretched && [
          "after:absolute after:inset-0 after:rounded-lg after:content-['']",
          'focus-visible:after:outline-focus focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-offset-2 focus-visible:after:outline-solid',
        ],
        className,
      )}
      {...props}
    >
      {children}
      {context && <span className="sr-only">{`: ${context}`}</span>}
      {/* Inline-block so it follows the last word when the words wrap, and is not underlined. */}
      <Icon
        data-slot="card-link-icon"
        aria-hidden="true"
        className="ml-1.5 inline-block size-4 align-[-0.125em] motion-safe:transition-transform motion-safe:group-hover/card:translate-x-0.5"
      />
    </Anchor>
  )
}
