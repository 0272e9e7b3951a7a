import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useRef, useState } from 'react'
import { searchCopy } from '../content/search'
import { cn } from '../lib/cn'

const loadPanel = () => import('../features/search/site-search-panel')
// Lazy: cmdk, the query library and the index load when the visitor first opens the search.
const SiteSearchPanel = lazy(loadPanel)

/**
 * The site search in the header: a button that expands into the search box (400 px wide, 90% of
 * the window at 500 px and below) and collapses back, returning focus to the button.
 */
export function SiteSearch({ className }: { className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const collapse = useCallback((returnFocus: boolean) => {
    setExpanded(false)
    if (returnFocus) requestAnimationFrame(() => button.current?.focus())
  }, [])

  return (
    <div
      data-slot="site-search"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={cn('relative', className)}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={expanded}
        aria-label={searchCopy.label}
        hidden={expanded}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => setExpanded(true)}
        className="text-fg hover:bg-bg inline-flex min-h-8 items-center gap-1.5 rounded px-2 py-1 text-sm"
      >
        <Search aria-hidden="true" className="size-4" />
        <span aria-hidden="true" className="max-search:sr-only">
          {searchCopy.open}
        </span>
      </button>
      {expanded && (
        <div className="absolute top-1/2 right-0 z-40 w-[90vw] -translate-y-1/2 min-[501px]:w-[400px]">
          <Suspense
            fallback={
              <div className="border-border bg-bg text-muted flex min-h-9 items-center rounded-md border px-3 text-sm">
                {searchCopy.label}…
              </div>
            }
          >
            <SiteSearchPanel onCollapse={collapse} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
