import { Link, useRouter } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { describeApiError, isNotFound } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import type { Article } from '../../api/types'
import { blog } from '../../content/blog'
import { formatDate } from '../../lib/formats'
import { slugToSentence } from '../../lib/slug-title'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { NotFoundPage } from '../not-found/not-found-page'
import { LoadError } from '../../ui/load-error'
import { RelatedNewsRow } from '../../ui/related-news-row'
import { Spinner } from '../../ui/spinner'
import { readingTime, relatedArticles, tagLabel, toNewsItem } from './article-meta'
import './article-body.css'
import { blogPostQuery, relatedArticlesQueries } from './queries'
import { ShareArticle } from './share-article'

function BackLink() {
  return (
    <Link
      to="/blog"
      className="text-link inline-flex min-h-6 items-center gap-1 text-sm font-semibold underline-offset-4 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {blog.landing.heading}
    </Link>
  )
}

function RelatedArticles({ article }: { article: Article }) {
  const [sameCategoryQuery, newestQuery] = relatedArticlesQueries(article.category.id)
  const sameCategory = useApiQuery(sameCategoryQuery)
  const newest = useApiQuery(newestQuery)
  if (!sameCategory.isSuccess || !newest.isSuccess) return null
  const related = relatedArticles(article.slug, sameCategory.data.items, newest.data.items)
  return (
    <RelatedNewsRow
      className="max-w-page mx-auto mt-12 px-4"
      heading={blog.relatedHeading}
      headingLevel={2}
      items={related.map(toNewsItem)}
    />
  )
}

/** One article of the Content Hub; an address without an article shows the Not Found page. */
export function ArticlePage({ slug }: { slug: string }) {
  const router = useRouter()
  const post = useApiQuery(blogPostQuery(slug))

  if (post.isError && isNotFound(post.error)) return <NotFoundPage />

  if (!post.isSuccess) {
    return (
      <div className="max-w-page mx-auto px-4 py-10">
        <BackLink />
        <h1 className="text-primary dark:text-fg mt-4 text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {slugToSentence(slug)}
        </h1>
        <div className="mt-6">
          {post.isError ? (
            <LoadError
              title="We could not load this article"
              message={describeApiError(post.error)}
              onRetry={() => void post.refetch()}
              retrying={post.isFetching}
            />
          ) : isWaitingForConnection(post) ? (
            <NeedsConnection title="This article needs a connection" />
          ) : (
            <div className="flex min-h-96 items-start">
              <Spinner label="Loading the article" showLabel />
            </div>
          )}
        </div>
      </div>
    )
  }

  const article = post.data
  /** Links inside the article to pages of this site go through the router, not a reload. */
  const followInternalLink = (event: React.MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const anchor = (event.target as Element).closest('a')
    const href = anchor?.getAttribute('href')
    if (!anchor || !href || anchor.target === '_blank' || !/^\/(?!\/)/.test(href)) return
    event.preventDefault()
    router.history.push(href)
  }

  return (
    <article className="pb-14">
      <header className="max-w-page mx-auto px-4 pt-10">
        <BackLink />
        <p className="mt-4 text-sm font-semibold">
          <Link
            to="/blog"
            search={{ category: article.category.id }}
            className="text-link underline-offset-4 hover:underline"
          >
            {article.category.name}
          </Link>
        </p>
        <h1 className="text-primary dark:text-fg mt-2 max-w-[30ch] text-3xl font-bold tracking-tight text-balance md:text-4xl">
          {article.title}
        </h1>
        <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-muted">
            <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
            <span aria-hidden="true"> · </span>
            {readingTime(article.readingMinutes)}
          </p>
          <ShareArticle
            title={article.title}
            path={
              router.buildLocation({ to: '/blog/post/$slug', params: { slug: article.slug } })
                .pathname
            }
          />
        </div>
        <p className="text-muted mt-4 max-w-[70ch] text-lg leading-relaxed">{article.summary}</p>
      </header>
      <div className="max-w-page mx-auto mt-8 px-4">
        <img
          src={article.image}
          alt={article.imageAlt}
          width={1200}
          height={630}
          className="border-border aspect-[1200/630] h-auto w-full max-w-4xl rounded-lg border object-cover"
        />
      </div>
      <div className="max-w-page mx-auto mt-8 px-4">
        {/* The server sanitised this HTML when it loaded the article (no scripts, handlers or javascript: URLs). */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- only catches clicks on the links inside, which are keyboard-operable themselves */}
        <div
          data-slot="article-body"
          className="article-body"
          onClick={followInternalLink}
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </div>
      {article.tags.length > 0 && (
        <div className="max-w-page mx-auto mt-10 px-4">
          <h2 className="text-lg font-semibold">Tags</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {article.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to="/blog"
                  search={{ tag }}
                  className="border-border hover:bg-surface inline-flex min-h-8 items-center rounded-full border px-3 text-sm"
                >
                  <span className="sr-only">Articles tagged </span>
                  {tagLabel(tag)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      <RelatedArticles article={article} />
    </article>
  )
}
