import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '../../features/blog/blog-page'
import { blogSearch, checkBlogFilters } from '../../features/blog/blog-search'

export const Route = createFileRoute('/blog/')({
  staticData: {
    title: 'Content Hub',
  },
  validateSearch: blogSearch.validate,
  loaderDeps: ({ search: { category, tag } }) => ({ category, tag }),
  loader: ({ deps }) => checkBlogFilters(deps),
  component: BlogRoute,
})

function BlogRoute() {
  const search = Route.useSearch()
  return <BlogPage search={search} />
}
