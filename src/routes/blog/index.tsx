import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '../../features/blog/blog-page'
import { parseBlogSearch } from '../../features/blog/blog-search'

export const Route = createFileRoute('/blog/')({
  staticData: {
    title: 'Content Hub',
  },
  validateSearch: parseBlogSearch,
  component: BlogRoute,
})

function BlogRoute() {
  const search = Route.useSearch()
  return <BlogPage search={search} />
}
