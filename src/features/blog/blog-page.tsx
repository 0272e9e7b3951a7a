import { blog } from '../../content/blog'
import { PageIntro } from '../../templates/page-intro'
import { BlogLanding } from './blog-landing'
import type { BlogSearch } from './blog-search'

/** The Content Hub: its introduction, then the articles for the search in the URL. */
export function BlogPage({ search }: { search: BlogSearch }) {
  return (
    <>
      <PageIntro {...blog.landing} className="pb-0 md:pb-0" />
      <BlogLanding search={search} />
    </>
  )
}
