import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { site } from '../../content/site'
import { isExternalUrl } from '../../lib/links'
import type { SearchablePage } from '../../lib/page-search'
import { pageKeywords } from 'virtual:page-keywords'

/** The one page outside the site that the search finds (spec, "Site search"). */
export const businessReportEntry: SearchablePage = {
  title: 'Annual Business Report',
  path: site.links.businessReports,
  keywords: ['annual report', 'business report', 'integrated report', 'results', 'governance'],
  external: isExternalUrl(site.links.businessReports),
}

/**
 * Every listed page of the route tree, with the title and keywords its route declares. In the
 * browser the keywords come from `virtual:page-keywords` (the build takes them out of the route
 * tree); on the server and in tests they are in the route's static data.
 */
export function useSearchablePages({ withExternal = false } = {}): SearchablePage[] {
  const router = useRouter()
  return useMemo(() => {
    const pages = Object.values(router.routesByPath).flatMap((route) => {
      const data = route.options.staticData
      if (!data || data.unlisted || route.fullPath.includes('$')) return []
      return [
        {
          title: data.title,
          path: route.fullPath,
          keywords: data.keywords ?? pageKeywords[route.id] ?? [],
        },
      ]
    })
    return withExternal ? [...pages, businessReportEntry] : pages
  }, [router, withExternal])
}
