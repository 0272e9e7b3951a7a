import { type AnyRoute, useRouter } from '@tanstack/react-router'
import { useEffect, useMemo, useState } from 'react'
import { site } from '../../content/site'
import { isExternalUrl } from '../../lib/links'
import type { SearchablePage } from '../../lib/page-search'
import { pageKeywords } from 'virtual:page-keywords'
import { loadPageTexts, loadedPageTexts, NO_PAGE_TEXTS, type PageTexts } from './page-text'

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
export function listedPages(
  routes: readonly AnyRoute[],
  { withExternal = false } = {},
): SearchablePage[] {
  const pages = routes.flatMap((route) => {
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
}

/** `listedPages` of the app's router, made once for each router. */
export function useSearchablePages({ withExternal = false } = {}): SearchablePage[] {
  const router = useRouter()
  return useMemo(
    () => listedPages(Object.values(router.routesByPath), { withExternal }),
    [router, withExternal],
  )
}

/**
 * The pages' own words (`loadPageTexts`) and whether they are in: none at first (as in a server
 * render, so a hydrated page matches its HTML), then the file's once it has loaded or failed; at
 * once when an earlier search in this tab loaded it. Results wait for them, so that what is listed
 * does not change under the visitor a moment later.
 */
export function usePageTexts(): { texts: PageTexts; ready: boolean } {
  const [state, setState] = useState(() => {
    const texts = loadedPageTexts()
    return { texts, ready: texts !== NO_PAGE_TEXTS }
  })
  useEffect(() => {
    let live = true
    void loadPageTexts().then((texts) => {
      if (live) setState({ texts, ready: true })
    })
    return () => {
      live = false
    }
  }, [])
  return state
}
