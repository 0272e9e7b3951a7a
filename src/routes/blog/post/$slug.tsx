import { createFileRoute } from '@tanstack/react-router'
import { ArticlePage } from '../../../features/blog/article-page'

export const Route = createFileRoute('/blog/post/$slug')({
  staticData: {
    title: 'Article',
    description:
      'An article from the Content Hub: news and insights on payments in South Africa, payment fraud and what transaction data shows.',
    keywords: [],
    unlisted: true,
  },
  component: ArticleRoute,
})

function ArticleRoute() {
  const { slug } = Route.useParams()
  return <ArticlePage slug={slug} />
}
