import { Link } from '@tanstack/react-router'
import { memo, useId } from 'react'
import type { ArticleSummary } from '../../api/types'
import { formatDate } from '../../lib/formats'
import { readingTime } from './article-meta'

/**
 * An article in the Content Hub's list: image, category, title (the one link, stretched over the
 * card), date, reading time and summary. The list's first card sets `priority`: its image is the
 * largest thing on a phone's first screen, so it loads at once and first rather than lazily.
 * Memoised: a tap on a category renders the list at once, and the cards already shown (the last
 * answer's, until the new one is in) need not render again.
 */
export const ArticleCard = memo(function ArticleCard({
  article,
  priority = false,
}: {
  article: ArticleSummary
  priority?: boolean
}) {
  const headingId = useId()
  return (
    <article
      aria-labelledby={headingId}
      data-slot="article-card"
      className="group border-border bg-surface-raised text-fg relative flex h-full flex-col overflow-hidden rounded-lg border shadow-sm"
    >
      <img
        src={article.image}
        alt={article.imageAlt}
        width={1200}
        height={630}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        className="aspect-[1200/630] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-muted text-sm font-semibold">{article.category.name}</p>
        <h3 id={headingId} className="text-lg leading-snug font-semibold">
          <Link
            to="/blog/post/$slug"
            params={{ slug: article.slug }}
            className="text-fg rounded-sm underline-offset-4 group-hover:underline after:absolute after:inset-0 after:content-['']"
          >
            {article.title}
          </Link>
        </h3>
        <p className="text-muted text-sm">
          <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          <span>{readingTime(article.readingMinutes)}</span>
        </p>
        <p className="text-sm leading-relaxed">{article.summary}</p>
      </div>
    </article>
  )
})
