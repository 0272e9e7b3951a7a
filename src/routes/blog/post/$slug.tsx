import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../../features/blog/article-page'

export const Route = createFileRoute('/blog/post/$slug')({
  staticData: {
    title: 'Article',
    unlisted: true,
  },
  component: ArticleRoute,
})

function ArticleRoute() {
  const { slug } = Route.useParams()
  return <ArticlePage slug={slug} />
}
