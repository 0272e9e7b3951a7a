import { onlineManager, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { queryClient } from '../../api/query-client'
import type { BlogCategorySummary, BlogTagSummary } from '../../api/types'
import type { BlogSearch } from './blog-search'
import { blogCategoriesQuery, blogTagsQuery } from './queries'

/** A category by its id or its name, in any case, as the API finds one. */
export const isKnownCategory = (categories: readonly BlogCategorySummary[], value: string) =>
  categories.some(
    (category) => category.id.toLowerCase() === value || category.name.toLowerCase() === value,
  )

export const isKnownTag = (tags: readonly BlogTagSummary[], value: string) =>
  tags.some((entry) => entry.tag === value)

/**
 * A list the check reads: from memory, else from the API. Undefined when it cannot be had now
 * (offline, or the API failed): the check then lets the page show, and the page says what it
 * says in that case (it needs a connection, or could not load).
 */
async function list<T, TKey extends QueryKey>(
  options: FetchQueryOptions<T, Error, T, TKey>,
): Promise<T | undefined> {
  const cached = queryClient.getQueryData<T>(options.queryKey)
  if (cached !== undefined) return cached
  if (!onlineManager.isOnline()) return undefined
  try {
    // Tried once: the page's own queries retry, and say so, should the API fail.
    return await queryClient.fetchQuery({ ...options, retry: false })
  } catch {
    return undefined
  }
}

/**
 * Throws Not Found when the list's category or tag is not one the Content Hub has (its categories
 * and the tags of its published articles, the lists the server answers such an address from):
 * the visitor sees the site's Not Found page, as for an unknown path, not an empty list.
 */
export async function ensureKnownBlogFilters({ category, tag }: BlogSearch): Promise<void> {
  const [categories, tags] = await Promise.all([
    category === undefined ? undefined : list(blogCategoriesQuery()),
    tag === undefined ? undefined : list(blogTagsQuery()),
  ])
  const unknownCategory =
    category !== undefined && categories !== undefined && !isKnownCategory(categories, category)
  const unknownTag = tag !== undefined && tags !== undefined && !isKnownTag(tags, tag)
  if (unknownCategory || unknownTag) throw notFound()
}
