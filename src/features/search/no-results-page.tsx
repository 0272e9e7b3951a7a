import { Link, type LinkProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { noResultsCopy, searchFormCopy } from '../../content/no-results'
import { PageIntro } from '../../templates/page-intro'

// Loaded on its own, as the Not Found page loads it: a module shared by a lazy import and a route
// chunk would be hoisted into the entry bundle by the bundler.
const SiteSearchForm = lazy(() =>
  import('./site-search-form').then((module) => ({ default: module.SiteSearchForm })),
)

/** Where the site search sends a visitor when nothing matched: search again, or start elsewhere. */
export function NoResultsPage({ term }: { term: string | undefined }) {
  const copy = noResultsCopy
  return (
    <PageIntro heading={copy.heading} intro={copy.intro}>
      {term && <p className="mt-4 text-lg font-semibold">{copy.withTerm(term)}</p>}
      <Suspense
        fallback={
          <p className="text-muted mt-8 flex min-h-[7.75rem] max-w-xl items-start">
            {searchFormCopy.loading}
          </p>
        }
      >
        <SiteSearchForm className="mt-8" initialTerm={term ?? ''} />
      </Suspense>
      <section aria-labelledby="no-results-destinations" className="mt-10">
        <h2 id="no-results-destinations" className="text-xl font-semibold">
          {copy.destinationsHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {copy.destinations.map((destination) => (
            <li key={destination.path} className="border-border rounded-lg border p-4">
              <Link
                to={destination.path as LinkProps['to']}
                className="text-link font-semibold underline underline-offset-4"
              >
                {destination.label}
              </Link>
              <p className="text-muted mt-1 text-sm">{destination.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </PageIntro>
  )
}
