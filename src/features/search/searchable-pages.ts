import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { site } from '../../content/site'
import { isExternalUrl } from '../../lib/links'
import type { SearchablePage } from '../../lib/page-search'
import { pageKeywords } from './page-keywords'

/** The one page outside the site that the search finds (spec, "Site search"). */
export const businessReportEntry: SearchablePage = {
  title: 'Annual Business Report',
  path: site.links.businessReports,
  keywords: ['annual report', 'business report', 'integrated report', 'results', 'governance'],
  external: isExternalUrl(site.links.businessReports),
}

/** Every listed page of the route tree, with the title its route declares and its keywords. */
export function useSearchablePages({ withExternal = false } = {}): SearchablePage[] {
  const router = useRouter()
  return useMemo(() => {
    const pages = Object.values(router.routesByPath).flatMap((route) => {
      const data = route.options.staticData
      if (!data || data.unlisted || route.fullPath.includes('$')) return []
      return [{ title: data.title, path: route.fullPath, keywords: pageKeywords[route.id] ?? [] }]
    })
    return withExternal ? [...pages, businessReportEntry] : pages
  }, [router, withExternal])
}
