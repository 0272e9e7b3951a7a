import { Link } from '@tanstack/react-router'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import type { CardHeadingLevel } from '../../ui/card-parts'
import { LoadError } from '../../ui/load-error'
import { RelatedNewsRow } from '../../ui/related-news-row'
import { toNewsItem } from './article-meta'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { LatestArticlesLoading } from './latest-articles-loading'
import { blogLandingQuery } from './queries'

/** The three newest articles, as the home page shows them, with a link to all of them. */
export function LatestArticles({
  heading = 'Latest from the Content Hub',
  headingLevel = 2,
}: {
  heading?: string
  headingLevel?: CardHeadingLevel
}) {
  const latest = useApiQuery(blogLandingQuery({ pageNumber: 1, pageSize: 3 }))
  if (isWaitingForConnection(latest)) {
    return (
      <NeedsConnection
        title="The latest articles need a connection"
        headingLevel={headingLevel === 2 ? 2 : 3}
      />
    )
  }
  if (latest.isPending) return <LatestArticlesLoading />
  if (latest.isError) {
    return (
      <LoadError
        title="We could not load the latest articles"
        message={describeApiError(latest.error)}
        onRetry={() => void latest.refetch()}
        retrying={latest.isFetching}
        headingLevel={headingLevel === 2 ? 2 : 3}
      />
    )
  }
  return (
    <div className="flex flex-col gap-4">
      <RelatedNewsRow
        heading={heading}
        headingLevel={headingLevel}
        items={latest.data.items.map(toNewsItem)}
      />
      {latest.data.items.length === 0 && (
        <p className="text-muted">No articles have been published yet.</p>
      )}
      <Link to="/blog" className="text-link self-start font-semibold underline underline-offset-4">
        All articles in the Content Hub
      </Link>
    </div>
  )
}
