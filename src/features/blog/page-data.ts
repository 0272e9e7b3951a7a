import type { PageDataLoader } from '../page-data/loaders'
import { BLOG_PAGE_SIZE, type BlogSearch } from './blog-search'
import {
  blogCategoriesQuery,
  blogListQuery,
  blogPostQuery,
  blogTagsQuery,
  relatedArticlesQueries,
} from './queries'

/** The Content Hub's list: its categories, the tags when it is filtered by one, and the page. */
export const blogListData =
  (search: Pick<BlogSearch, 'page' | 'category' | 'tag'>): PageDataLoader =>
  (data) =>
    Promise.all([
      data.get(blogCategoriesQuery()),
      search.tag === undefined ? undefined : data.get(blogTagsQuery()),
      data.get(blogListQuery({ ...search, pageSize: BLOG_PAGE_SIZE })),
    ])

/** An article, then the lists its related row is made from (by the article's category). */
export const articleData =
  (slug: string): PageDataLoader =>
  async (data) => {
    const article = await data.get(blogPostQuery(slug))
    if (article === undefined) return
    await Promise.all(relatedArticlesQueries(article.category.id).map((query) => data.get(query)))
  }
