import { createFileRoute } from '@tanstack/react-router'
import { loadPageData } from '../../../features/page-data/route-loader'
import { ArticlePage } from '../../../features/blog/article-page'

export const Route = createFileRoute('/blog/post/$slug')({
  staticData: {
    title: 'Article',
    unlisted: true,
    description:
      'An article from the Content Hub: news and insights on payments in South Africa, payment fraud and what transaction data shows.',
  },
  loader: ({ params: { slug }, ...args }) => loadPageData(args, 'article', slug),
  component: ArticleRoute,
})

function ArticleRoute() {
  const { slug } = Route.useParams()
  return <ArticlePage slug={slug} />
}
