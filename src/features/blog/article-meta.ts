import type { ArticleSummary } from '../../api/types'
import type { NewsItemData } from '../../ui/news-item'

export const articlePath = (slug: string) => `/blog/post/${slug}`

export const readingTime = (minutes: number) => `${Math.max(1, minutes)} min read`

/** A tag's words for people: "instant-payments" → "instant payments". */
export const tagLabel = (tag: string) => tag.replaceAll('-', ' ')

/** An article as a news item for the related-news row. */
export function toNewsItem(article: ArticleSummary): NewsItemData {
  return {
    imageSrc: article.image,
    imageAlt: article.imageAlt,
    heading: article.title,
    body: article.summary,
    item: article.category.name,
    // Three of these on a page: the title, heard after the words, tells the links apart.
    action: { label: 'Read the article', context: article.title, path: articlePath(article.slug) },
  }
}

/**
 * Up to `count` other articles for the foot of an article: the same category first, then the
 * newest, never the article itself and never twice.
 */
export function relatedArticles(
  current: string,
  sameCategory: readonly ArticleSummary[],
  newest: readonly ArticleSummary[],
  count = 3,
): ArticleSummary[] {
  const picked: ArticleSummary[] = []
  const seen = new Set([current])
  for (const article of [...sameCategory, ...newest]) {
    if (picked.length === count) break
    if (seen.has(article.slug)) continue
    seen.add(article.slug)
    picked.push(article)
  }
  return picked
}
