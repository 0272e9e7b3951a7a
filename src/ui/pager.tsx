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
  /**
   * The address of a 0-based page. Given, every page control is a link to it, which works before
   * and without JavaScript; a plain click still calls `onPageChange` instead of loading the page.
   */
  hrefFor?: (page: number) => string
}

// Joined, not merged: nothing here conflicts, and a cn() call as the module loads would build
// tailwind-merge's class map then, inside whatever task loads the page (see lib/cn).
const pagerButton = [
  'text-fg inline-flex no-underline min-h-11 min-w-8 items-center justify-center rounded-md border px-1.5 font-semibold sm:min-w-11 sm:px-2',
  'border-border hover:bg-surface motion-safe:transition-colors',
  'disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent',
  'forced-colors:disabled:border-[color:GrayText] forced-colors:disabled:text-[color:GrayText] forced-colors:disabled:opacity-100',
].join(' ')

/** A click that opens a new tab or window, or saves the link, is left to the browser. */
function isPlainClick(event: React.MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

type PageControlProps = {
  /** The 0-based page it goes to. */
  target: number
  href?: string
  disabled?: boolean
  onGo: (target: number) => void
  className?: string
  children: React.ReactNode
  'data-slot': string
  'data-current'?: string
  'aria-current'?: 'page'
  'aria-label'?: string
}

/** A button, or a link when the pages have addresses; a disabled one is always a button. */
function PageControl({ target, href, onGo, disabled, children, ...props }: PageControlProps) {
  if (href === undefined || disabled) {
    return (
      <button type="button" disabled={disabled} onClick={() => onGo(target)} {...props}>
        {children}
      </button>
    )
  }
  return (
    <a
      href={href}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        onGo(target)
      }}
      {...props}
    >
      {children}
    </a>
  )
}

/**
 * Previous, next and page controls for a paged list; the page links shown follow the width.
 * They are buttons, or links when `hrefFor` gives each page an address.
 */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  hrefFor,
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
  const hrefOf = (target: number) =>
    hrefFor && isValidPage(target, pageCount) ? hrefFor(target) : undefined

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
          <PageControl
            data-slot="pager-previous"
            className={pagerButton}
            disabled={page <= 0}
            target={page - 1}
            href={hrefOf(page - 1)}
            onGo={goTo}
          >
            <ChevronLeftIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Previous page</span>
          </PageControl>
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
              <PageControl
                data-slot="pager-page"
                data-current={item.page === page ? '' : undefined}
                aria-current={item.page === page ? 'page' : undefined}
                aria-label={`Page ${item.page + 1}`}
                className={cn(
                  pagerButton,
                  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg aria-[current=page]:forced-selected',
                )}
                target={item.page}
                href={hrefOf(item.page)}
                onGo={goTo}
              >
                {item.page + 1}
              </PageControl>
            </li>
          ),
        )}
        <li>
          <PageControl
            data-slot="pager-next"
            className={pagerButton}
            disabled={page >= last}
            target={page + 1}
            href={hrefOf(page + 1)}
            onGo={goTo}
          >
            <ChevronRightIcon aria-hidden="true" className="size-5" />
            <span className="sr-only">Next page</span>
          </PageControl>
        </li>
      </ul>
    </nav>
  )
}
