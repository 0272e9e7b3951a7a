import { RotateCw } from 'lucide-react'
import { cn } from '../lib/cn'
import { Button } from './button'

export type LoadErrorProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** What could not be loaded, as a heading: "We could not load the articles". */
  title: string
  /** What happened and what to do, in a sentence (see `describeApiError`). */
  message: string
  /** Tries the request again; the button shows a spinner while `retrying`. */
  onRetry?: () => void
  /** A retry is under way: the Retry button is busy and shows a spinner. */
  retrying?: boolean
  /** The heading level, so the message fits the page outline (default 2). */
  headingLevel?: 2 | 3 | 4
}

/**
 * The message a part of a page shows when its data could not be loaded: what failed, why, and a
 * button to try again. The rest of the page keeps working. It is a polite status region, so a
 * screen reader hears it when it appears without losing its place.
 */
export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  headingLevel = 2,
  className,
  ...props
}: LoadErrorProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <div
      data-slot="load-error"
      role="status"
      className={cn(
        'border-border bg-surface text-fg flex flex-col items-start gap-3 rounded-lg border p-5',
        className,
      )}
      {...props}
    >
      <Heading className="text-lg font-semibold">{title}</Heading>
      <p className="text-muted">{message}</p>
      {onRetry && (
        <Button variant="primary" size="sm" loading={retrying} onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      )}
    </div>
  )
}
