import { createFileRoute } from '@tanstack/react-router'
import { blog } from '../../content/blog'
import { BlogLanding } from '../../features/blog/blog-landing'
import { parseBlogSearch } from '../../features/blog/blog-search'
import { PageIntro } from '../../templates/page-intro'

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
  return (
    <>
      <PageIntro {...blog.landing} className="pb-0 md:pb-0" />
      <BlogLanding search={search} />
    </>
  )
}
