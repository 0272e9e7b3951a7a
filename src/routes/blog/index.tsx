import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../../features/page-data/route-loader'
import { BlogPage } from '../../features/blog/blog-page'
import { blogSearch, checkBlogFilters } from '../../features/blog/blog-search'
import { blog } from '../../content/blog'

export const Route = createFileRoute('/blog/')({
  staticData: {
    title: 'Content Hub',
    keywords: [
      'blog',
      'content hub',
      'news',
      'articles',
      'insights',
      'media',
      'press',
      'stories',
      'payments news',
      'fraud tips',
    ],
    description: blog.landing.description,
  },
  validateSearch: blogSearch.validate,
  loaderDeps: ({ search: { category, tag, page } }) => ({ category, tag, page }),
  loader: async ({ deps, ...args }) => {
    await checkBlogFilters(deps)
    await loadPageData(args, 'blogList', deps)
  },
  component: BlogRoute,
})

function BlogRoute() {
  const search = Route.useSearch()
  return <BlogPage search={search} />
}
