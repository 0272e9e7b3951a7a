import { ChevronRightIcon, ExternalLinkIcon } from 'lucide-react'
import { useId } from 'react'
import { cn } from '../lib/cn'
import type { RelatedLink } from '../lib/links'
import { Anchor } from './anchor'
import { CardHeading, type CardHeadingLevel } from './card-parts'

export type RelatedContentBoxProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** Names the box as a region; keep it different from other regions on the page. */
  heading?: string
  /** The heading level, to fit the page's outline. */
  headingLevel?: CardHeadingLevel
  /** The related pages: each a title, a path and a line on what it offers. */
  links: readonly RelatedLink[]
}

/**
 * A titled box of links to related pages, for the end of a service page: a region named by its
 * heading, holding a list of links. Renders nothing when there are no links.
 */
export function RelatedContentBox({
  heading = 'Related content',
  headingLevel = 2,
  links,
  className,
  ...props
}: RelatedContentBoxProps) {
  const headingId = useId()
  if (links.length === 0) return null

  return (
    <section
      data-slot="related-content-box"
      aria-labelledby={headingId}
      className={cn(
        'border-border bg-surface border-l-accent rounded-lg border border-l-4 p-5',
        className,
      )}
      {...props}
    >
      <CardHeading id={headingId} level={headingLevel} data-slot="related-content-box-heading">
        {heading}
      </CardHeading>
      <ul data-slot="related-content-box-list" className="mt-3 flex flex-col gap-3">
        {links.map((link) => (
          <li key={`${link.path} ${link.title}`} data-slot="related-content-box-item">
            <Anchor
              data-slot="related-content-box-link"
              path={link.path}
              strategy={link.strategy}
              target={link.target}
              className="text-link inline-flex min-h-6 items-start gap-1 font-semibold underline decoration-1 underline-offset-4 hover:decoration-2"
            >
              <ChevronRightIcon aria-hidden="true" className="mt-1 size-4 shrink-0" />
              <span>
                {link.title}
                {link.target === '_blank' && (
                  <ExternalLinkIcon
                    aria-hidden="true"
                    className="ml-1.5 inline-block size-4 align-[-0.125em]"
                  />
                )}
              </span>
            </Anchor>
            {link.description && (
              <p
                data-slot="related-content-box-description"
                className="text-muted mt-0.5 pl-5 text-sm"
              >
                {link.description}
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
