import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { useResponseStatus } from '../../api/render-scope'
import { notFound } from '../../content/not-found'
import { PageIntro } from '../../templates/page-intro'

const SiteSearchForm = lazy(() =>
  import('../search/site-search-form').then((module) => ({ default: module.SiteSearchForm })),
)

const suggestionClass = 'inline-flex min-h-6 items-center underline underline-offset-4'

/** Shown for any path the site does not have; the server answers such paths with HTTP 404. */
export function NotFoundPage() {
  useResponseStatus(404)
  return (
    <PageIntro heading={notFound.heading} intro={notFound.intro}>
      <h2 className="mt-8 text-xl font-semibold">{notFound.suggestionsHeading}</h2>
      <ul className="mt-3 flex flex-col gap-2">
        <li>
          <Link to="/" className={suggestionClass}>
            Go to the home page
          </Link>
        </li>
        <li>
          <Link to="/services" className={suggestionClass}>
            See all our services
          </Link>
        </li>
        <li>
          <Link to="/contact-us" className={suggestionClass}>
            Contact us for help
          </Link>
        </li>
      </ul>
      <Suspense fallback={<p className="text-muted mt-8">Loading the site search…</p>}>
        <SiteSearchForm className="mt-8" />
      </Suspense>
    </PageIntro>
  )
}
