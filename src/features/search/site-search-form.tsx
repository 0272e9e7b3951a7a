import { Link, useNavigate, type LinkProps } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { searchFormCopy } from '../../content/no-results'
import { cn } from '../../lib/cn'
import { minimumSearchLength } from '../../lib/page-search'
import { searchPages } from './search-engine'
import { Button } from '../../ui/button'
import { useSearchablePages } from './searchable-pages'

/** A search over the site's pages, for places where the visitor has lost their way. */
export function SiteSearchForm({
  className,
  initialTerm = '',
}: {
  className?: string
  initialTerm?: string
}) {
  const pages = useSearchablePages()
  const navigate = useNavigate()
  const [term, setTerm] = useState(initialTerm)
  const inputId = useId()
  const results = searchPages(pages, term)
  const searching = term.trim().length >= minimumSearchLength

  return (
    // A GET form: without JavaScript (or before it runs) it opens the search page with its
    // results; with it, the pages found show as the visitor types, and Search opens that page.
    <form
      role="search"
      method="get"
      action="/search"
      onSubmit={(event) => {
        event.preventDefault()
        void navigate({ to: '/search', search: { q: term.trim() || undefined } })
      }}
      className={cn('max-w-xl', className)}
    >
      <label htmlFor={inputId} className="block font-semibold">
        {searchFormCopy.label}
      </label>
      <div className="mt-2 flex gap-2">
        <input
          id={inputId}
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={searchFormCopy.placeholder}
          autoComplete="off"
          maxLength={100}
          className="border-border bg-bg text-fg min-h-11 min-w-0 flex-1 rounded border px-3"
        />
        <Button type="submit" variant="primary">
          {searchFormCopy.submit}
        </Button>
      </div>
      <p role="status" className="text-muted mt-2 text-sm">
        {searching
          ? searchFormCopy.found(results.length)
          : searchFormCopy.tooShort(minimumSearchLength)}
      </p>
      {results.length > 0 && (
        <ul className="mt-2 flex flex-col gap-1">
          {results.slice(0, 8).map((page) => (
            <li key={page.path}>
              <Link
                to={page.path as LinkProps['to']}
                className="inline-flex min-h-6 items-center underline underline-offset-4"
              >
                {page.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </form>
  )
}
