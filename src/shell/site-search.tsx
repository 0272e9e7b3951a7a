import { Search } from 'lucide-react'
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { searchCopy } from '../content/search'
import { SEARCH_POPUP_ATTRIBUTE, searchInputClassName } from '../features/search/search-field'
import { cn } from '../lib/cn'
import { useHydrated } from '../lib/use-hydrated'

const loadPanel = () => import('../features/search/site-search-panel')
// Lazy: cmdk, the query library and the index load when the visitor first opens the search.
const SiteSearchPanel = lazy(loadPanel)

/** The "Search" control: the served field's label, then the button that opens the box. */
const openClassName =
  'text-fg hover:bg-bg inline-flex min-h-8 items-center gap-1.5 rounded px-2 py-1 text-sm'
/** The icon and word of the "Search" control (a screen reader hears the field's or button's name). */
const openWords = (
  <>
    <Search aria-hidden="true" className="size-4" />
    <span aria-hidden="true" className="max-search:sr-only">
      {searchCopy.open}
    </span>
  </>
)
/** The buttons inside the box (Close; Search in the served box). */
const closeClassName = 'hover:bg-surface text-fg min-h-8 shrink-0 rounded px-2 text-sm'
/** The open box (and the served field while it has focus), over the header's other controls. */
const boxClassName = 'border-border bg-bg absolute top-0.5 right-0 z-40 min-h-9 rounded-md border'

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
 *
 * Served (before the script runs, or without one) it is a real search field: a tap on "Search"
 * (its label) puts the focus in it, it shows as the box while it has focus, and Enter opens the
 * search page with the words (two characters at least: an empty search goes nowhere). When the
 * script runs, the button takes the label's place; a visitor typing in the field goes on typing
 * in the box, with every key kept.
 */
export function SiteSearch({ className }: { className?: string }) {
  const [expanded, setExpanded] = useState(false)
  const [typedWhileLoading, setTypedWhileLoading] = useState('')
  const button = useRef<HTMLButtonElement>(null)
  const search = useRef<HTMLDivElement>(null)
  const box = useRef<HTMLDivElement>(null)
  const hydrated = useHydrated()
  const servedId = useId()
  // What the served field held, and whether focus was in its box, as the script replaced it.
  const served = useRef<{ term: string; focused: boolean } | null>(null)
  const servedBox = useCallback((box: HTMLDivElement | null) => {
    if (box === null) return
    // Called as the box leaves the page, before it is removed.
    return () => {
      served.current = {
        term: box.querySelector('input')?.value ?? '',
        focused: box.contains(document.activeElement),
      }
    }
  }, [])
  useLayoutEffect(() => {
    const before = served.current
    if (!hydrated || before === null) return
    served.current = null
    // The box opens with the words, and its field takes the focus (autoFocus) when the visitor
    // was typing; words typed and left wait there for the next time the search opens.
    setTypedWhileLoading(before.term)
    if (before.focused) setExpanded(true)
  }, [hydrated])
  // The field that takes the keys while the panel's code loads. Not a controlled field: a key
  // typed there renders nothing, so the panel never mounts inside a key's handling. The node is
  // kept after it leaves the page, so that the panel can read the last keys as it takes over.
  const loadingInput = useRef<HTMLInputElement | null>(null)
  const keepLoadingInput = useCallback((node: HTMLInputElement | null) => {
    if (node !== null) loadingInput.current = node
  }, [])
  const typedSoFar = useCallback(
    () => loadingInput.current?.value ?? typedWhileLoading,
    [typedWhileLoading],
  )
  const collapse = useCallback((returnFocus: boolean) => {
    setExpanded(false)
    loadingInput.current = null
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
      {!hydrated ? (
        <form method="get" action="/search" className="contents">
          <label
            htmlFor={servedId}
            data-slot="site-search-open"
            className={`${openClassName} cursor-pointer`}
          >
            {openWords}
          </label>
          {/* Out of sight until focus is in it; then the box, over the header's other controls,
              with the field and its submit button. */}
          <div
            ref={servedBox}
            data-slot="site-search-served"
            className={`${boxClassName} focus-within:outline-focus pointer-events-none flex size-px items-center gap-1 overflow-hidden opacity-0 focus-within:pointer-events-auto focus-within:h-auto focus-within:w-[90vw] focus-within:overflow-visible focus-within:pl-2 focus-within:opacity-100 focus-within:outline-2 focus-within:outline-offset-2 min-[501px]:focus-within:w-[400px]`}
          >
            <input
              id={servedId}
              type="search"
              name="q"
              required
              minLength={2}
              aria-label={searchCopy.label}
              placeholder={searchCopy.placeholder}
              autoComplete="off"
              data-slot="site-search-served-input"
              className={searchInputClassName}
            />
            {/* Named as the field is (its word "Search" within), apart from a page's own Search. */}
            <button type="submit" aria-label={searchCopy.label} className={closeClassName}>
              {searchCopy.open}
            </button>
          </div>
        </form>
      ) : (
        <button
          ref={button}
          type="button"
          aria-expanded={expanded}
          aria-label={searchCopy.label}
          hidden={expanded}
          onPointerEnter={() => void loadPanel()}
          onPointerDown={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={() => setExpanded(true)}
          data-slot="site-search-open"
          className={openClassName}
        >
          {openWords}
        </button>
      )}
      {expanded && (
        // 2 px below the top of the bar's row, so that its focus ring (2 px out, 2 px wide) shows
        // whole. The header hides the controls it covers (see SiteHeader).
        <div
          ref={box}
          role="search"
          data-slot="site-search-box"
          className={`${boxClassName} focus-within:outline-focus flex w-[90vw] items-center gap-1 pl-2 focus-within:outline-2 focus-within:outline-offset-2 min-[501px]:w-[400px]`}
        >
          <Search aria-hidden="true" className="text-muted size-4 shrink-0" />
          <Suspense
            fallback={
              // Takes the keys typed before the panel's code arrives; the panel starts from them.
              <input
                ref={keepLoadingInput}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the visitor just asked for it
                autoFocus
                defaultValue={typedWhileLoading}
                placeholder={searchCopy.placeholder}
                aria-label={searchCopy.label}
                autoComplete="off"
                data-slot="site-search-loading-input"
                className={searchInputClassName}
              />
            }
          >
            <SiteSearchPanel anchorRef={box} typedSoFar={typedSoFar} onCollapse={collapse} />
          </Suspense>
          <button type="button" onClick={() => collapse(true)} className={closeClassName}>
            {searchCopy.close}
          </button>
        </div>
      )}
    </div>
  )
}
