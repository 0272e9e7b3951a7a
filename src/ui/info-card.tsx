import { cva, type VariantProps } from 'class-variance-authority'
import type { LucideIcon } from 'lucide-react'
import { cn } from '../lib/cn'
import { CardHeading, CardLink, type CardAction, type CardHeadingLevel } from './card-parts'

const infoCardVariants = cva(
  [
    'group/card border-border bg-surface-raised text-fg relative flex h-full flex-col gap-3 rounded-lg border p-5',
    'motion-safe:transition-shadow motion-safe:duration-150',
  ],
  {
    variants: {
      // The spec's elevation levels 1 to 5, the same shadows as the button's.
      elevation: {
        0: '',
        1: 'shadow-xs',
        2: 'shadow-sm',
        3: 'shadow-md',
        4: 'shadow-lg',
        5: 'shadow-xl',
      },
    },
    defaultVariants: { elevation: 1 },
  },
)

export type InfoCardProps = Omit<React.ComponentProps<'div'>, 'children'> &
  VariantProps<typeof infoCardVariants> & {
    /** The card's heading. */
    heading: React.ReactNode
    /** The heading's level in the page's outline. */
    headingLevel?: CardHeadingLevel
    /** A lucide icon shown above the heading; decorative, so hidden from screen readers. */
    icon?: LucideIcon
    /** Makes the whole card lead here, through its one link. */
    link?: CardAction
    /** The card's body text. */
    children?: React.ReactNode
  }

/**
 * A card with a heading, body text, an optional icon and an optional link. With a link, a click
 * anywhere on the card follows it, yet the link is the card's only interactive element and tab
 * stop, so nothing interactive is nested and the card reads as heading, text, link.
 */
export function InfoCard({
  heading,
  headingLevel = 3,
  icon: Icon,
  link,
  elevation,
  className,
  children,
  ...props
}: InfoCardProps) {
  return (
    <div
      data-slot="info-card"
      data-linked={link ? '' : undefined}
      className={cn(
        infoCardVariants({ elevation }),
        link && 'hover:border-primary hover:shadow-lg',
        className,
      )}
      {...props}
    >
      {Icon && (
        <span
          data-slot="info-card-icon"
          className="bg-primary/10 text-primary dark:bg-primary/15 inline-flex size-11 shrink-0 items-center justify-center rounded-full"
        >
          <Icon aria-hidden="true" className="size-6" />
        </span>
      )}
      <CardHeading level={headingLevel} data-slot="info-card-heading">
        {heading}
      </CardHeading>
      {children && (
        <div data-slot="info-card-body" className="text-muted leading-relaxed">
          {children}
        </div>
      )}
      {link && (
        <CardLink
          stretched
          path={link.path}
          strategy={link.strategy}
          target={link.target}
          context={link.context}
          className="mt-auto pt-1"
        >
          {link.label}
        </CardLink>
      )}
    </div>
  )
}

export { infoCardVariants }
