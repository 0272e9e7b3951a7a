import { Link, type LinkProps } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { searchFormCopy } from '../../content/no-results'
import { cn } from '../../lib/cn'
import { minimumSearchLength, searchPages } from '../../lib/page-search'
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
  const [term, setTerm] = useState(initialTerm)
  const inputId = useId()
  const results = searchPages(pages, term)
  const searching = term.trim().length >= minimumSearchLength

  return (
    <div role="search" className={cn('max-w-xl', className)}>
      <label htmlFor={inputId} className="block font-semibold">
        {searchFormCopy.label}
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={searchFormCopy.placeholder}
        autoComplete="off"
        className="border-border bg-bg text-fg mt-2 min-h-11 w-full rounded border px-3"
      />
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
    </div>
  )
}
