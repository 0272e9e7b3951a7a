import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { searchCopy } from '../content/search'
import { SEARCH_POPUP_ATTRIBUTE, searchInputClassName } from '../features/search/search-field'
import { cn } from '../lib/cn'

const loadPanel = () => import('../features/search/site-search-panel')
// Lazy: cmdk, the query library and the index load when the visitor first opens the search.
const SiteSearchPanel = lazy(loadPanel)

function isPartOfSearch(search: HTMLElement | null, node: EventTarget | null) {
  if (!(node instanceof Node)) return false
  if (search?.contains(node)) return true
  const element = node instanceof Element ? node : node.parentElement
  return Boolean(element?.closest(`[${SEARCH_POPUP_ATTRIBUTE}]`))
}

/**
 * The site search in the header: a button that expands into the search box (400 px wide, 90% of
 * the window at 500 px and below) and collapses back, returning focus to the button.
 *
 * The box covers the header's other controls while it is open, so it never stays open behind
 * focus: a click outside or focus moving out of it (Tab, Shift+Tab) collapses and clears it.
 * The field is there from the first moment; keys typed while the results' code loads are kept.
 */
export function SiteSearch({ className }: { className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const [typedWhileLoading, setTypedWhileLoading] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const collapse = useCallback((returnFocus: boolean) => {
    setExpanded(false)
    setTypedWhileLoading('')
    if (returnFocus) requestAnimationFrame(() => button.current?.focus())
  }, [])

  useEffect(() => {
    if (!expanded) return
    const onPointerDown = (event: PointerEvent) => {
      if (!isPartOfSearch(search.current, event.target)) collapse(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [expanded, collapse])

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- catches Escape bubbling up from the field and the buttons inside, which are keyboard-operable themselves
    <div
      ref={search}
      data-slot="site-search"
      data-state={expanded ? 'expanded' : 'collapsed'}
      // Stretched to the bar's height, so that the box can start at the top of its row.
      className={cn('relative flex items-center self-stretch', className)}
      // Escape that the results did not take (to close their list) collapses the search.
      onKeyDown={(event) => {
        if (!expanded || event.key !== 'Escape' || event.defaultPrevented) return
        event.preventDefault()
        collapse(true)
      }}
      onBlur={(event) => {
        // No related target: the window lost focus, or a click on nothing focusable (which the
        // pointer handler above deals with). Focus stays put then.
        if (!expanded || !event.relatedTarget) return
        if (!isPartOfSearch(search.current, event.relatedTarget)) collapse(false)
      }}
    >
      {/* Before its script runs (or without one) the button submits this form, which opens the
          search page (`/search`); once it runs, it opens the search box in place. */}
      <form method="get" action="/search" className="contents">
        <button
          ref={button}
          type="submit"
          aria-expanded={expanded}
          aria-label={searchCopy.label}
          hidden={expanded}
          onPointerEnter={() => void loadPanel()}
          onPointerDown={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(event) => {
            event.preventDefault()
            setExpanded(true)
          }}
          className="text-fg hover:bg-bg inline-flex min-h-8 items-center gap-1.5 rounded px-2 py-1 text-sm"
        >
          <Search aria-hidden="true" className="size-4" />
          <span aria-hidden="true" className="max-search:sr-only">
            {searchCopy.open}
          </span>
        </button>
      </form>
      {expanded && (
        // 2 px below the top of the bar's row, so that its focus ring (2 px out, 2 px wide) shows
        // whole. The header hides the controls it covers (see SiteHeader).
        <div
          ref={box}
          role="search"
          data-slot="site-search-box"
          className="border-border bg-bg focus-within:outline-focus absolute top-0.5 right-0 z-40 flex min-h-9 w-[90vw] items-center gap-1 rounded-md border pl-2 focus-within:outline-2 focus-within:outline-offset-2 min-[501px]:w-[400px]"
        >
          <Search aria-hidden="true" className="text-muted size-4 shrink-0" />
          <Suspense
            fallback={
              // Takes the keys typed before the panel's code arrives; the panel starts from them.
              <input
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor just asked for it
                autoFocus
                value={typedWhileLoading}
                onChange={(event) => setTypedWhileLoading(event.target.value)}
                placeholder={searchCopy.placeholder}
                aria-label={searchCopy.label}
                autoComplete="off"
                data-slot="site-search-loading-input"
                className={searchInputClassName}
              />
            }
          >
            <SiteSearchPanel
              anchorRef={box}
              initialTerm={typedWhileLoading}
              onCollapse={collapse}
            />
          </Suspense>
          <button
            type="button"
            onClick={() => collapse(true)}
            className="hover:bg-surface text-fg min-h-8 shrink-0 rounded px-2 text-sm"
          >
            {searchCopy.close}
          </button>
        </div>
      )}
    </div>
  )
}
