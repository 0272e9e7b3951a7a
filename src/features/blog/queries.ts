import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type {
  Article,
  BlogCategorySummary,
  BlogLanding,
  BlogSearchHit,
  BlogTagSummary,
} from '../../api/types'

export type LandingParams = {
  pageNumber: number
  pageSize: number
  tag?: string
  category?: string
}

/** A page of article summaries, newest first. */
export const blogLandingQuery = (params: LandingParams) =>
  queryOptions({
    queryKey: ['blog', 'landing', params],
    queryFn: ({ signal }) => apiGet<BlogLanding>('/PublicBlogs/landing', { query: params, signal }),
  })

/** One article; a 404 means there is no such article. */
export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['blog', 'post', slug],
    queryFn: ({ signal }) =>
      apiGet<Article>(`/PublicBlogs/post/${encodeURIComponent(slug)}`, { signal }),
  })

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ['blog', 'categories'],
    queryFn: ({ signal }) => apiGet<BlogCategorySummary[]>('/PublicBlogs/categories', { signal }),
  })

/** Every tag of a published article, with its count: the tags the list can be filtered by. */
export const blogTagsQuery = () =>
  queryOptions({
    queryKey: ['blog', 'tags'],
    queryFn: ({ signal }) => apiGet<BlogTagSummary[]>('/PublicBlogs/tags', { signal }),
  })

/** Articles whose title or text contains the term (2 to 100 characters). */
export const blogSearchQuery = (term: string) =>
  queryOptions({
    queryKey: ['blog', 'search', term],
    queryFn: ({ signal }) =>
      apiGet<BlogSearchHit[]>(`/PublicBlogs/search/${encodeURIComponent(term)}`, { signal }),
  })

/** The Content Hub's list for an address: the page of articles it shows. */
export const blogListQuery = (search: {
  page?: number
  category?: string
  tag?: string
  pageSize: number
}) =>
  blogLandingQuery({
    pageNumber: search.page ?? 1,
    pageSize: search.pageSize,
    category: search.category,
    tag: search.tag,
  })

/** The two lists an article's "related" row is made from: its category's newest, and the newest. */
export const relatedArticlesQueries = (categoryId: string) =>
  [
    blogLandingQuery({ pageNumber: 1, pageSize: 4, category: categoryId }),
    blogLandingQuery({ pageNumber: 1, pageSize: 4 }),
  ] as const
