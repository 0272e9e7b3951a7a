import { Link, useRouter, type LinkProps } from '@tanstack/react-router'
import { useId, useMemo, useState } from 'react'
import { cn } from '../lib/cn'
import { minimumSearchLength, searchPages, type SearchablePage } from '../lib/page-search'

/** Every listed page of the route tree, with the title and keywords its route declares. */
function useSearchablePages(): SearchablePage[] {
  const router = useRouter()
  return useMemo(
    () =>
      Object.values(router.routesByPath).flatMap((route) => {
        const data = route.options.staticData
        if (!data || data.unlisted || route.fullPath.includes('$')) return []
        return [{ title: data.title, path: route.fullPath, keywords: data.keywords }]
      }),
    [router],
  )
}

/** A search over the site's pages, for places where the visitor has lost their way. */
export function SiteSearchForm({ className }: { className?: string }) {
  const pages = useSearchablePages()
  const [term, setTerm] = useState('')
  const inputId = useId()
  const results = searchPages(pages, term)
  const searching = term.trim().length >= minimumSearchLength

  return (
    <div role="search" className={cn('max-w-xl', className)}>
      <label htmlFor={inputId} className="block font-semibold">
        Search the site
      </label>
      <input
        id={inputId}
        type="search"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder="Search"
        autoComplete="off"
        className="border-border bg-bg text-fg mt-2 min-h-11 w-full rounded border px-3"
      />
      <p role="status" className="text-muted mt-2 text-sm">
        {searching
          ? `${results.length} ${results.length === 1 ? 'page' : 'pages'} found`
          : `Type at least ${minimumSearchLength} characters.`}
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
