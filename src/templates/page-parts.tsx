import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import type { PageLink } from '../content/types'
import { cn } from '../lib/cn'
import { Anchor } from '../ui/anchor'
import { Button } from '../ui/button'

export type PageSectionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  /** The section's h2 (or `headingLevel`), which also names the region. */
  heading: string
  /** One sentence under the heading. */
  lead?: string
  headingLevel?: 2 | 3
  /** Set on a section with a shaded background spanning the page width. */
  tone?: 'plain' | 'shaded'
}

/**
 * A titled part of a page, a landmark region named by its heading, laid out on the page grid.
 * Give it an `id` to link to it (`/services/eft#how-it-works`).
 */
export function PageSection({
  heading,
  lead,
  headingLevel = 2,
  tone = 'plain',
  className,
  children,
  ...props
}: PageSectionProps) {
  const headingId = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <section
      data-slot="page-section"
      data-tone={tone}
      aria-labelledby={headingId}
      className={cn('scroll-mt-24', tone === 'shaded' && 'bg-surface', className)}
      {...props}
    >
      <div className="max-w-page mx-auto px-4 py-10 md:py-12">
        <Heading
          id={headingId}
          className="text-primary dark:text-fg text-2xl font-bold tracking-tight text-balance"
        >
          {heading}
        </Heading>
        {lead && <p className="text-muted mt-2 max-w-[70ch] text-lg">{lead}</p>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  )
}

/** Running text: paragraphs, lists and sub-headings at a readable measure. */
export function Prose({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="prose"
      className={cn(
        'max-w-[70ch] space-y-4 leading-relaxed',
        '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold',
        '[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
        '[&_a]:text-link [&_a]:underline [&_a]:underline-offset-2',
        className,
      )}
      {...props}
    />
  )
}

/** A link styled as a button: primary for the main next step, plain for the others. */
export function LinkButton({
  link,
  primary = false,
  className,
}: {
  link: PageLink
  primary?: boolean
  className?: string
}) {
  return (
    <Button asChild variant={primary ? 'primary' : 'outline'} className={className}>
      <Anchor
        path={link.path}
        strategy={link.external ? 'href' : 'internal'}
        target={link.external ? '_blank' : '_self'}
        rel={link.external ? 'noopener noreferrer' : undefined}
        className="no-underline"
      >
        {link.label}
        {primary && <ArrowRight aria-hidden="true" className="size-4" />}
      </Anchor>
    </Button>
  )
}

export type CallToActionProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  heading: string
  text: string
  /** The first link is the main next step. */
  links: readonly PageLink[]
}

/** The band that ends a page with what the visitor can do next. */
export function CallToAction({ heading, text, links, className, ...props }: CallToActionProps) {
  const headingId = useId()
  return (
    <section
      data-slot="call-to-action"
      aria-labelledby={headingId}
      className={cn('bg-surface border-border border-t', className)}
      {...props}
    >
      <div className="max-w-page mx-auto flex flex-col gap-4 px-4 py-10 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id={headingId} className="text-primary dark:text-fg text-2xl font-bold">
            {heading}
          </h2>
          <p className="text-muted mt-2 max-w-[60ch]">{text}</p>
        </div>
        {/* Side by side the buttons keep their row; a long heading wraps instead of squeezing them. */}
        <div className="flex flex-wrap gap-3 md:shrink-0">
          {links.map((link, index) => (
            <LinkButton key={link.path} link={link} primary={index === 0} />
          ))}
        </div>
      </div>
    </section>
  )
}
