import { useRouter } from '@tanstack/react-router'
import { Command } from 'cmdk'
import { X } from 'lucide-react'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { useApiQuery } from '../../api/query-client'
import { searchCopy } from '../../content/search'
import { cn } from '../../lib/cn'
import { NEW_TAB_NOTE, openDestination } from '../../lib/links'
import { cutText, minimumSearchLength, normalise } from '../../lib/page-search'
import { blogSearchQuery } from '../blog/queries'
import { isWaitingForConnection } from '../network/needs-connection'
import { SEARCH_POPUP_ATTRIBUTE, searchInputClassName } from './search-field'
import { articleResults, pageResults, type SearchResult } from './search-results'
import { withPageTexts } from './page-text'
import { usePageTexts, useSearchablePages } from './searchable-pages'
import { useDebounced } from './use-debounced'

/** The spec's timings: the page index after 300 ms of no typing, the articles after 500 ms. */
export const PAGE_DEBOUNCE_MS = 300
export const API_DEBOUNCE_MS = 500
export const NO_RESULTS_PATH = '/no-results'

/** A result, or the "No results" row that leads to the no-results page. */
type Result = Omit<SearchResult, 'kind'> & { kind: SearchResult['kind'] | 'none' }

function useDropdownPosition(anchor: React.RefObject<HTMLElement | null>, open: boolean) {
  const [box, setBox] = useState<{ top: number; left: number; width: number } | null>(null)
  useLayoutEffect(() => {
    if (!open) return
    const place = () => {
      const rect = anchor.current?.getBoundingClientRect()
      if (!rect) return
      setBox({
        top: rect.bottom + window.scrollY + 4,
        left: rect.left + window.scrollX,
        width: rect.width,
      })
    }
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, { passive: true })
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place)
    }
  }, [anchor, open])
  return box
}

/**
 * The spec cuts result text to 30 characters and an ellipsis. The cut text is what the eye reads
 * (and its tooltip holds the whole); assistive technology reads the whole text instead.
 */
function CutText({ text }: { text: string }) {
  const cut = cutText(text)
  if (cut === text) return text
  return (
    <>
      <span aria-hidden="true" title={text}>
        {cut}
      </span>
      <span className="sr-only">{text}</span>
    </>
  )
}

function ResultText({ result }: { result: Result }) {
  return (
    <>
      <span data-slot="site-search-result-title" className="block truncate font-semibold">
        <CutText text={result.title} />
        {result.external && <span className="sr-only">{NEW_TAB_NOTE}</span>}
      </span>
      {result.info && (
        <span data-slot="site-search-result-info" className="text-muted block truncate text-sm">
          <CutText text={result.info} />
        </span>
      )}
    </>
  )
}

/**
 * The expanded site search's field and results (loaded when the visitor first opens it): a
 * combobox over the pages of the site, the external Business Report and the Content Hub's
 * articles. Focus stays in the input; the arrows move through the results, Enter opens one,
 * Escape closes the list and then the search. `SiteSearch` draws the box around it, with the
 * Close button.
 *
 * The Clear button sits beside cmdk's root, not inside it: the root takes Enter for the whole of
 * its content and would open the active result instead of pressing the button.
 */
export default function SiteSearchPanel({
  anchorRef,
  typedSoFar = () => '',
  onCollapse,
}: {
  /** The search box, which the results hang below. */
  anchorRef: React.RefObject<HTMLElement | null>
  /** What the visitor typed while this panel was loading (asked as it renders, and as it mounts). */
  typedSoFar?: () => string
  onCollapse: (returnFocus: boolean) => void
}) {
  const router = useRouter()
  const listed = useSearchablePages({ withExternal: true })
  // The pages' own words load with the panel (in the 300 ms before the first search, mostly):
  // the pages are listed once they are in, or have failed to come.
  const { texts, ready: textsReady } = usePageTexts()
  const pages = useMemo(() => withPageTexts(listed, texts), [listed, texts])
  const [term, setTerm] = useState(typedSoFar)
  const [listClosed, setListClosed] = useState(false)
  const [selected, setSelected] = useState('')
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const trimmed = term.trim()
  const long = normalise(trimmed).length >= minimumSearchLength
  const pageTerm = useDebounced(trimmed, PAGE_DEBOUNCE_MS)
  const apiTerm = useDebounced(trimmed, API_DEBOUNCE_MS)
  const apiReady = long && apiTerm === trimmed
  const articles = useApiQuery({ ...blogSearchQuery(apiTerm), enabled: apiReady })

  // Searched when the debounced term changes, not on every keystroke in between.
  const pageHits = useMemo(
    () => (textsReady ? pageResults(pages, pageTerm) : []),
    [textsReady, pages, pageTerm],
  )
  const pagesFound: Result[] = long ? pageHits : []
  const articlesFound: Result[] =
    apiReady && articles.isSuccess ? articleResults(articles.data) : []
  const articlesPending = long && (!apiReady || articles.isFetching)
  const settled = long && pageTerm === trimmed && textsReady && !articlesPending
  const results: Result[] = [...pagesFound, ...articlesFound]
  const noResults = settled && results.length === 0
  const shown: Result[] = noResults
    ? [
        {
          title: searchCopy.noResults,
          path: `${NO_RESULTS_PATH}?q=${encodeURIComponent(trimmed)}`,
          info: searchCopy.noResultsInfo,
          kind: 'none',
        },
      ]
    : results
  const articlesFailed = apiReady && articles.isError
  // Offline the pages are searched here and the articles wait for a connection: say they are left out.
  const articlesOffline = apiReady && isWaitingForConnection(articles)
  const articleNote = articlesPending
    ? searchCopy.searchingArticles
    : articlesFailed
      ? searchCopy.articlesFailed
      : articlesOffline
        ? searchCopy.articlesOffline
        : ''
  const open = long && !listClosed && (shown.length > 0 || articlesPending)
  const box = useDropdownPosition(anchorRef, open)

  // Before paint, so that no key falls between the loading field and this one; the caret goes
  // after what was typed while loading. Keys that reached the loading field after this panel
  // rendered and before it took the field's place are taken too (once: a panel shown again keeps
  // its own words).
  const tookLoadingField = useRef(false)
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!input) return
    if (!tookLoadingField.current) {
      tookLoadingField.current = true
      const typed = typedSoFar()
      if (typed !== input.value) {
        input.value = typed
        setTerm(typed)
      }
    }
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
    // As the panel mounts (and shows again); `typedSoFar` is read then, whatever it is later.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  // cmdk always says the combobox is expanded, and its active option can lag a render behind:
  // say whether the list is showing, and which option is active, from what is on screen.
  useEffect(() => {
    const active = open
      ? listRef.current?.querySelector('[cmdk-item][aria-selected="true"]')
      : undefined
    inputRef.current?.setAttribute('aria-expanded', String(open))
    if (active?.id) inputRef.current?.setAttribute('aria-activedescendant', active.id)
    else inputRef.current?.removeAttribute('aria-activedescendant')
  })

  // Where a result leads, it opens as the same link does in the menu and the footer.
  const go = (result: Result) => {
    onCollapse(false)
    openDestination(result.path, (path) => router.history.push(path))
  }

  // Escape closes the list first; `SiteSearch` collapses the search on the next one.
  const closeListOnEscape = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return
    event.preventDefault()
    setListClosed(true)
  }

  const status = !long
    ? ''
    : noResults
      ? searchCopy.noResults
      : settled
        ? searchCopy.resultCount(results.length)
        : ''

  return (
    <>
      <Command
        label={searchCopy.label}
        shouldFilter={false}
        loop
        value={selected}
        onValueChange={setSelected}
        className="min-w-0 flex-1"
        onKeyDown={closeListOnEscape}
      >
        <Command.Input
          ref={inputRef}
          value={term}
          onValueChange={(value) => {
            setTerm(value)
            setListClosed(false)
          }}
          // Home and End move the caret in the field (the editable combobox pattern); cmdk's
          // root would take them to jump to the first and last result.
          onKeyDown={(event) => {
            if (event.key === 'Home' || event.key === 'End') event.stopPropagation()
          }}
          placeholder={searchCopy.placeholder}
          aria-label={searchCopy.label}
          className={searchInputClassName}
        />
        <p role="status" className="sr-only">
          {status}
        </p>
        {createPortal(
          // A named region, so that the list attached to the body is still inside a landmark.
          <div
            role="region"
            aria-label={searchCopy.resultsRegion}
            {...{ [SEARCH_POPUP_ATTRIBUTE]: '' }}
            hidden={!open}
            style={box ? { top: box.top, left: box.left, width: box.width } : undefined}
            className="border-border bg-surface-raised text-fg absolute z-50 flex max-h-[300px] flex-col overflow-hidden rounded-md border shadow-lg"
          >
            <Command.List
              ref={listRef}
              label={searchCopy.resultsRegion}
              aria-busy={articlesPending}
              data-slot="site-search-results"
              className="min-h-0 flex-1 overflow-y-auto"
            >
              {shown.map((result) => (
                <Command.Item
                  key={`${result.kind} ${result.path}`}
                  value={`${result.kind} ${result.path}`}
                  onSelect={() => go(result)}
                  data-kind={result.kind}
                  className={cn(
                    'border-border flex h-[75px] shrink-0 cursor-pointer flex-col justify-center border-b px-3 last:border-b-0',
                    // The active result: a 2 px ring and a bar at the start in the focus colour
                    // (3:1 and more against the list in both themes), not the tint alone. Forced
                    // colours drop tints and shadows but keep outlines, in the system's Highlight.
                    'data-[selected=true]:bg-surface data-[selected=true]:outline-focus data-[selected=true]:shadow-[inset_6px_0_0_var(--color-focus)] data-[selected=true]:outline-2 data-[selected=true]:-outline-offset-2',
                    'forced-colors:data-[selected=true]:outline-3 forced-colors:data-[selected=true]:outline-[Highlight]',
                  )}
                >
                  <ResultText result={result} />
                </Command.Item>
              ))}
            </Command.List>
            {/* Outside the listbox (which may hold options only), and always there, so that a
                screen reader hears it when its words change. */}
            <p
              role="status"
              data-slot="site-search-note"
              className={cn(
                'text-muted shrink-0 text-sm',
                articleNote && 'border-border flex min-h-12 items-center border-t px-3 py-2',
              )}
            >
              {articleNote}
            </p>
          </div>,
          document.body,
        )}
      </Command>
      {term && (
        <button
          type="button"
          aria-label={searchCopy.clear}
          onKeyDown={closeListOnEscape}
          onClick={() => {
            setTerm('')
            inputRef.current?.focus()
          }}
          className="hover:bg-surface inline-flex size-8 shrink-0 items-center justify-center rounded"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      )}
    </>
  )
}
