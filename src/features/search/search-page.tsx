import { Link, useNavigate, type LinkProps } from '@tanstack/react-router'
import { useId, useMemo } from 'react'
import { useApiQuery } from '../../api/query-client'
import { searchPageCopy as copy } from '../../content/no-results'
import { NEW_TAB_NOTE } from '../../lib/links'
import { minimumSearchLength, normalise } from '../../lib/page-search'
import { PageIntro } from '../../templates/page-intro'
import { Button } from '../../ui/button'
import { blogSearchQuery } from '../blog/queries'
import { isWaitingForConnection } from '../network/needs-connection'
import { articleResults, pageResults, type SearchResult } from './search-results'
import { pageHitsQuery } from './page-data'
import { withPageTexts } from './page-text'
import { usePageTexts, useSearchablePages } from './searchable-pages'

const linkClass = 'text-link font-semibold underline underline-offset-4'

type Hit = SearchResult

function HitList({ heading, hits }: { heading: string; hits: readonly Hit[] }) {
  const headingId = useId()
  if (hits.length === 0) return null
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h3 id={headingId} className="text-lg font-semibold">
        {heading}
      </h3>
      <ul className="mt-3 flex flex-col gap-4">
        {hits.map((hit) => (
          <li key={hit.path}>
            {hit.external ? (
              <a href={hit.path} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {hit.title}
                <span className="sr-only">{NEW_TAB_NOTE}</span>
              </a>
            ) : (
              <Link to={hit.path as LinkProps['to']} className={linkClass}>
                {hit.title}
              </Link>
            )}
            {hit.info && <p className="text-muted mt-1 text-sm">{hit.info}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The site search as a page of its own (`/search?q=…`): a plain GET form, and what the header's
 * search lists for the term, in the same order (pages, the Annual Business Report, then the
 * Content Hub's articles). The server renders it with its results, so it works before and
 * without JavaScript, and a search can be shared as a link.
 */
export function SearchPage({ term }: { term: string | undefined }) {
  const inputId = useId()
  const navigate = useNavigate()
  const listed = useSearchablePages({ withExternal: true })
  const { texts, ready: textsReady } = usePageTexts()
  const pages = useMemo(() => withPageTexts(listed, texts), [listed, texts])
  const trimmed = term?.trim() ?? ''
  const long = normalise(trimmed).length >= minimumSearchLength
  const articles = useApiQuery({ ...blogSearchQuery(trimmed), enabled: long })
  // The pages a server render found (with their own words, which the browser loads later): the
  // page hydrates with that list; a term searched here is searched here.
  const served = useApiQuery({ ...pageHitsQuery(trimmed, () => listed), enabled: false })
  const searchesHere = long && served.data === undefined
  const found = useMemo(
    () => (searchesHere && textsReady ? pageResults(pages, trimmed) : []),
    [searchesHere, textsReady, pages, trimmed],
  )
  const pageHits: Hit[] = long ? (served.data ?? found) : []
  const articleHits: Hit[] = articles.isSuccess ? articleResults(articles.data) : []
  // Offline the articles wait for a connection: the pages found are the whole answer for now.
  const articlesOffline = long && isWaitingForConnection(articles)
  const settled = (!articles.isPending || !long || articlesOffline) && (!searchesHere || textsReady)

  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      <form
        role="search"
        method="get"
        action="/search"
        // With the script, a new search stays in the app rather than loading the page again.
        onSubmit={(event) => {
          event.preventDefault()
          const q = new FormData(event.currentTarget).get('q')
          void navigate({
            to: '/search',
            search: { q: typeof q === 'string' && q.trim() !== '' ? q.trim() : undefined },
          })
        }}
        className="mt-8 max-w-xl"
      >
        <label htmlFor={inputId} className="block font-semibold">
          {copy.label}
        </label>
        <div className="mt-2 flex gap-2">
          <input
            // A new term in the address (Back, a link) shows in the field.
            key={trimmed}
            id={inputId}
            type="search"
            name="q"
            defaultValue={trimmed}
            maxLength={100}
            autoComplete="off"
            className="border-border bg-bg text-fg min-h-11 min-w-0 flex-1 rounded border px-3"
          />
          <Button type="submit" variant="primary">
            {copy.submit}
          </Button>
        </div>
      </form>
      {trimmed !== '' && (
        <section aria-labelledby={`${inputId}-results`} className="mt-10">
          <h2 id={`${inputId}-results`} className="text-xl font-semibold">
            {copy.resultsHeading(trimmed)}
          </h2>
          <p role="status" className="text-muted mt-1 text-sm">
            {!long
              ? copy.tooShort(minimumSearchLength)
              : settled
                ? copy.count(pageHits.length + articleHits.length)
                : searchesHere && !textsReady
                  ? copy.searchingPages
                  : copy.searchingArticles}
          </p>
          <HitList heading={copy.pagesHeading} hits={pageHits} />
          <HitList heading={copy.articlesHeading} hits={articleHits} />
          {long && (articles.isError || articlesOffline) && (
            <p className="text-muted mt-6 text-sm">
              {articlesOffline || (typeof navigator !== 'undefined' && !navigator.onLine)
                ? copy.articlesOffline
                : copy.articlesFailed}
            </p>
          )}
        </section>
      )}
    </PageIntro>
  )
}
