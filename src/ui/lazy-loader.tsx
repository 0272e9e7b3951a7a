import { useEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import { Button } from './button'
import { Spinner } from './spinner'

/** The spec: load more when the scroll position is within 100 px of the bottom, by default. */
export const LAZY_LOADER_DEFAULT_OFFSET = 100

export type LazyLoaderProps = React.ComponentProps<'div'> & {
  /** Asks the consumer for the next page. */
  onLoadMore: () => void
  /** A load is in progress: nothing more is asked for and the spinner shows. */
  loading?: boolean
  /** Everything has loaded: nothing more is asked for and the end message shows. */
  complete?: boolean
  /** How near the bottom (in px) the scroll position must come to load more. */
  offset?: number
  /** How many items are in the list, so that new ones can be announced. */
  itemCount?: number
  /** What the items are, in the plural, for the announcements and the button ("branches"). */
  itemsName?: string
  /** Shown when everything has loaded. */
  endMessage?: React.ReactNode
}

/**
 * Wraps a list that grows at the bottom: asks for more when a sentinel below the list comes within
 * `offset` of the viewport, and always offers a "Load more" button for people who do not scroll.
 */
export function LazyLoader({
  onLoadMore,
  loading = false,
  complete = false,
  offset = LAZY_LOADER_DEFAULT_OFFSET,
  itemCount,
  itemsName = 'items',
  endMessage,
  className,
  children,
  ...props
}: LazyLoaderProps) {
  const sentinelRef = useRef<HTMLDivElement>(null)
  const endRef = useRef<HTMLParagraphElement>(null)
  const buttonFocused = useRef(false)
  const onLoadMoreRef = useRef(onLoadMore)
  const [announcement, setAnnouncement] = useState('')
  const [previousCount, setPreviousCount] = useState(itemCount)

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore
  }, [onLoadMore])

  // Announce new items while rendering, from the change in count (no effect needed).
  if (itemCount !== previousCount) {
    setPreviousCount(itemCount)
    const added = (itemCount ?? 0) - (previousCount ?? 0)
    if (previousCount !== undefined && added > 0) {
      setAnnouncement(`${added} more ${itemsName} loaded`)
    }
  }

  // A new observer after every load reports at once whether the sentinel is still near, so a
  // short page keeps loading until it fills the screen.
  useEffect(() => {
    const sentinel = sentinelRef.current
    if (!sentinel || loading || complete || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current()
      },
      { rootMargin: `0px 0px ${offset}px 0px` },
    )
    observer.observe(sentinel)
    return () => observer.disconnect()
  }, [loading, complete, offset, itemCount])

  // The button goes away when everything has loaded: keep keyboard focus from falling to the page.
  useEffect(() => {
    if (complete && buttonFocused.current) {
      buttonFocused.current = false
      endRef.current?.focus()
    }
  }, [complete])

  const state = complete ? 'complete' : loading ? 'loading' : 'idle'

  return (
    <div
      data-slot="lazy-loader"
      data-state={state}
      className={cn('flex flex-col', className)}
      {...props}
    >
      {children}
      <div data-slot="lazy-loader-sentinel" ref={sentinelRef} aria-hidden="true" className="h-px" />
      <div
        data-slot="lazy-loader-footer"
        className="flex min-h-12 flex-col items-center gap-2 py-4"
      >
        <Spinner active={loading} label={`Loading more ${itemsName}`} showLabel />
        {complete ? (
          <p
            data-slot="lazy-loader-end"
            ref={endRef}
            tabIndex={-1}
            className="text-muted m-0 text-sm"
          >
            {endMessage ?? `All ${itemsName} loaded`}
          </p>
        ) : (
          <Button
            data-slot="lazy-loader-button"
            aria-disabled={loading || undefined}
            onFocus={() => (buttonFocused.current = true)}
            onBlur={() => (buttonFocused.current = false)}
            onClick={() => {
              if (!loading) onLoadMore()
            }}
          >
            Load more {itemsName}
          </Button>
        )}
      </div>
      <p data-slot="lazy-loader-announcer" role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  )
}
