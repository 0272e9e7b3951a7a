import { createFileRoute } from '@tanstack/react-router'
import { BlogPage } from '../../features/blog/blog-page'
import { parseBlogSearch } from '../../features/blog/blog-search'

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
  },
  validateSearch: parseBlogSearch,
  component: BlogRoute,
})

function BlogRoute() {
  const search = Route.useSearch()
  return <BlogPage search={search} />
}
