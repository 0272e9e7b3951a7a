import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { X } from 'lucide-react'
import { useRef } from 'react'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import { useResponseStatus } from '../../api/render-scope'
import { blog } from '../../content/blog'
import { cn } from '../../lib/cn'
import { isPlainClick } from '../../lib/links'
import { useChosenAtOnce } from '../../lib/use-chosen-at-once'
import { AddressNotice } from '../address/address-notice'
import { LoadError } from '../../ui/load-error'
import { Pager } from '../../ui/pager'
import { Spinner } from '../../ui/spinner'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { ArticleCard } from './article-card'
import { tagLabel } from './article-meta'
import { BLOG_PAGE_SIZE, type BlogSearch } from './blog-search'
import { blogCategoriesQuery, blogListQuery, blogTagsQuery } from './queries'

const chip =
  'inline-flex min-h-8 items-center gap-1 rounded-full border px-3 text-sm font-semibold no-underline'

/** The current chip: filled in the brand's colour, and in the system's Highlight in forced colours. */
const currentChip =
  'border-border hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg aria-[current=page]:forced-selected'

function CategoryFilter({ search }: { search: BlogSearch }) {
  const categories = useApiQuery(blogCategoriesQuery())
  const navigate = useNavigate()
  // The chip tapped is marked current in the tap's own frame; the new address, and the list's
  // render for it, follow once that frame is painted.
  const [current, showChosen] = useChosenAtOnce(search.category)
  if (!categories.isSuccess) return null
  const choose = (event: React.MouseEvent, category: string | undefined) => {
    if (!isPlainClick(event) || category === current) return
    event.preventDefault()
    showChosen(category, () =>
      navigate({
        to: '/blog',
        search: (previous: BlogSearch) => ({ category, tag: previous.tag }),
      }),
    )
  }
  return (
    <nav aria-label="Categories" className="mt-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/blog"
            search={{ tag: search.tag }}
            // The router would mark this chip current on every list page (its search is a part of
            // any other's): only an exact match counts, and the chip's own rule decides.
            activeOptions={{ exact: true }}
            aria-current={current === undefined ? 'page' : undefined}
            className={cn(chip, currentChip)}
            onClick={(event) => choose(event, undefined)}
          >
            All articles
          </Link>
        </li>
        {categories.data
          .filter((category) => category.articleCount > 0)
          .map((category) => (
            <li key={category.id}>
              <Link
                to="/blog"
                search={{ category: category.id, tag: search.tag }}
                activeOptions={{ exact: true }}
                aria-current={current === category.id ? 'page' : undefined}
                className={cn(chip, currentChip)}
                onClick={(event) => choose(event, category.id)}
              >
                {category.name}
                <span className="sr-only">,</span>
                <span className="opacity-80">({category.articleCount})</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  )
}

function ActiveTag({ search }: { search: BlogSearch }) {
  if (!search.tag) return null
  return (
    <p className="mt-4 flex flex-wrap items-center gap-2 text-sm">
      <span>Showing articles tagged</span>
      <strong>{tagLabel(search.tag)}</strong>
      <Link
        to="/blog"
        search={{ category: search.category }}
        className={cn(chip, 'border-border hover:bg-surface')}
      >
        <X aria-hidden="true" className="size-4" />
        Remove the tag filter
      </Link>
    </p>
  )
}

/** A page number past the last page: said plainly, with a link to the last page; the server answers 404. */
function PastTheEnd({
  search,
  page,
  pageCount,
}: {
  search: BlogSearch
  page: number
  pageCount: number
}) {
  useResponseStatus(404)
  return (
    <div className="border-border mt-4 rounded-lg border p-6">
      <p className="font-semibold">{blog.pastTheEnd(page, pageCount)}</p>
      <Link
        to="/blog"
        search={{ ...search, ignored: undefined, page: pageCount > 1 ? pageCount : undefined }}
        className="text-link mt-2 inline-block underline underline-offset-4"
      >
        {blog.lastPageLink}
      </Link>
    </div>
  )
}

/** The Content Hub: articles newest first, filtered by category and tag, a page at a time. */
export function BlogLanding({ search }: { search: BlogSearch }) {
  const navigate = useNavigate()
  const router = useRouter()
  const listHeading = useRef<HTMLHeadingElement>(null)
  const page = search.page ?? 1
  // The tags the route's loader checks a tag against (blog-filter-check.ts), read here as well: a
  // page the server renders embeds them, so the check makes no request while the page hydrates.
  useApiQuery({ ...blogTagsQuery(), enabled: search.tag !== undefined })
  const articles = useApiQuery({
    ...blogListQuery({ ...search, pageSize: BLOG_PAGE_SIZE }),
    placeholderData: (previous) => previous,
  })

  // A move to another page leaves behind the word that the address held something unusable.
  const pageSearch = (next: number): BlogSearch => ({
    ...search,
    ignored: undefined,
    page: next > 1 ? next : undefined,
  })
  // The address of each page, so that the pager works as plain links before and without scripts.
  const pageHref = (next: number) =>
    router.history.createHref(
      router.buildLocation({ to: '/blog', search: pageSearch(next) }).publicHref,
    )
  const goToPage = (next: number) => {
    void navigate({
      to: '/blog',
      search: pageSearch(next),
      resetScroll: false,
    }).then(() => {
      listHeading.current?.focus({ preventScroll: true })
      listHeading.current?.scrollIntoView({ block: 'start' })
    })
  }

  const total = articles.data?.total ?? 0
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE))
  const first = (page - 1) * BLOG_PAGE_SIZE + 1
  const last = Math.min(total, page * BLOG_PAGE_SIZE)
  // Never "Showing 73 to 15 of 15": a page past the end says so instead.
  const pastTheEnd =
    articles.isSuccess && !articles.isPlaceholderData && total > 0 && page > pageCount
  // Offline, a page not seen yet says it needs a connection, rather than loading for ever or
  // showing the previous page's articles under this page's number.
  const needsConnection = isWaitingForConnection(articles)

  return (
    <div className="max-w-page mx-auto px-4 pb-14">
      <AddressNotice ignored={search.ignored} names={blog.params} className="mt-6" />
      <CategoryFilter search={search} />
      <ActiveTag search={search} />
      <section aria-labelledby="blog-articles" className="mt-8">
        {/* While another page's or filter's articles are on their way, a spinner beside the
            heading says so; the list keeps its colours (dimmed, its words fell below 4.5:1). */}
        <div className="flex items-center gap-3">
          <h2
            id="blog-articles"
            ref={listHeading}
            tabIndex={-1}
            className="text-primary dark:text-fg scroll-mt-24 text-2xl font-bold focus:outline-none"
          >
            {blog.listHeading}
          </h2>
          {articles.isSuccess && (
            <Spinner size="sm" label={blog.updating} active={articles.isPlaceholderData} />
          )}
        </div>
        <p className="text-muted mt-1 min-h-6" aria-live="polite">
          {articles.isSuccess &&
            total > 0 &&
            !pastTheEnd &&
            !needsConnection &&
            `Showing ${first} to ${last} of ${total} articles`}
        </p>
        {needsConnection && (
          <NeedsConnection
            className="mt-4"
            title="The articles need a connection"
            headingLevel={3}
          />
        )}
        {articles.isPending && !needsConnection && (
          <div className="flex min-h-96 items-center justify-center">
            <Spinner label="Loading articles" showLabel />
          </div>
        )}
        {articles.isError && (
          <LoadError
            className="mt-4"
            title="We could not load the articles"
            message={describeApiError(articles.error)}
            onRetry={() => void articles.refetch()}
            retrying={articles.isFetching}
            headingLevel={3}
          />
        )}
        {pastTheEnd && <PastTheEnd search={search} page={page} pageCount={pageCount} />}
        {articles.isSuccess &&
          articles.data.items.length === 0 &&
          !pastTheEnd &&
          !needsConnection && (
            <div className="border-border mt-4 rounded-lg border p-6">
              <p className="font-semibold">{blog.empty}</p>
              <Link to="/blog" className="text-link mt-2 inline-block underline underline-offset-4">
                Show all articles
              </Link>
            </div>
          )}
        {articles.isSuccess && articles.data.items.length > 0 && !needsConnection && (
          <ul
            className="mt-4 grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            aria-busy={articles.isPlaceholderData || undefined}
          >
            {articles.data.items.map((article, index) => (
              <li key={article.slug}>
                <ArticleCard article={article} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
        {articles.isSuccess && pageCount > 1 && (
          <Pager
            className="mt-8"
            label="Article pages"
            page={Math.min(page, pageCount) - 1}
            pageCount={pageCount}
            onPageChange={(next) => goToPage(next + 1)}
            hrefFor={(next) => pageHref(next + 1)}
          />
        )}
      </section>
    </div>
  )
}
