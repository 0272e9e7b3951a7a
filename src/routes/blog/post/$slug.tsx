import { createFileRoute } from '@tanstack/react-router'
import { blog } from '../../../content/blog'
import { slugToSentence } from '../../../lib/slug-title'
import { PageIntro } from '../../../shell/page-intro'

export const Route = createFileRoute('/blog/post/$slug')({
  staticData: { title: 'Article', keywords: [], unlisted: true },
  component: ArticlePage,
})

function ArticlePage() {
  const { slug } = Route.useParams()
  return (
    <PageIntro heading={slugToSentence(slug) || blog.article.heading} intro={blog.article.intro} />
  )
}
