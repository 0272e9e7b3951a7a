import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { isValidPage, paginationItems } from '../lib/pagination'
import { cn } from '../lib/cn'
import { useMediaQuery } from './use-media-query'

/** The spec: fewer page links at widths of 350 px or less. */
export const PAGER_COMPACT_QUERY = '(max-width: 350px)'

export type PagerProps = Omit<React.ComponentProps<'nav'>, 'onChange'> & {
  /** The current page, 0-based. */
  page: number
  /** How many pages there are; the pager shows the first, the last and those around `page`. */
  pageCount: number
  /** Called with the 0-based page to show; never for a page below 0 or past the last. */
  onPageChange: (page: number) => void
  /** The navigation landmark's name. */
  label?: string
}

// Joined, not merged: nothing here conflicts, and a cn() call as the module loads would build
// tailwind-merge's class map then, inside whatever task loads the page (see lib/cn).
const pagerButton = [
  'text-fg inline-flex min-h-11 min-w-8 items-center justify-center rounded-md border px-1.5 font-semibold sm:min-w-11 sm:px-2',
  'border-border hover:bg-surface motion-safe:transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
  'forced-colors:disabled:border-[color:GrayText] forced-colors:disabled:text-[color:GrayText] forced-colors:disabled:opacity-100',
].join(' ')

/** Previous, next and page buttons for a paged list; the page links shown follow the width. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  className,
  ...props
}: PagerProps) {
  const compact = useMediaQuery(PAGER_COMPACT_QUERY)
  const items = paginationItems(page, pageCount, { compact })
  const last = pageCount - 1

  function goTo(target: number) {
    if (!isValidPage(target, pageCount) || target === page) return
    onPageChange(target)
  }

  return (
    <nav
      data-slot="pager"
      data-compact={compact ? '' : undefined}
      aria-label={label}
      className={cn('flex', className)}
      {...props}
    >
      <ul className="m-0 flex list-none flex-wrap items-center gap-0.5 p-0 sm:gap-2">
        <li>
          <button
            type="button"
            data-slot="pager-previous"
            className={pagerButton}
            disabled={page <= 0}
            onClick={() => goTo(page - 1)}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous page</span>
          </button>
        </li>
        {items.map((item) =>
          item.type === 'gap' ? (
            <li
              key={`gap-${item.position}`}
              data-slot="pager-gap"
              aria-hidden="true"
              className="text-muted inline-flex min-w-5 justify-center"
            >
              …
            </li>
          ) : (
            <li key={item.page}>
              <button
                type="button"
                data-slot="pager-page"
                data-current={item.page === page ? '' : undefined}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page + 1}`}
                className={cn(
                  pagerButton,
                  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg aria-[current=page]:forced-selected',
                )}
                onClick={() => goTo(item.page)}
              >
                {item.page + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            data-slot="pager-next"
            className={pagerButton}
            disabled={page >= last}
            onClick={() => goTo(page + 1)}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Next page</span>
          </button>
        </li>
      </ul>
    </nav>
  )
}
