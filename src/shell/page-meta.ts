import { site } from '../content/site'
import { setPageMeta } from '../lib/document-meta'
import { pageTitle, type RouteTitle } from '../lib/page-title'

export { routeTitles } from '../lib/page-title'

/**
 * Sets the browser title and the sharing tags for a page, and returns the title. Loaded on the
 * first render in the browser, apart from the entry: a prerendered page already carries both.
 */
export function applyPageMeta(
  pathname: string,
  notFoundTitle: string | undefined,
  routeTitle: RouteTitle,
): string {
  const title = notFoundTitle ?? pageTitle(pathname, site.name, routeTitle)
  setPageMeta(title, site.name)
  return title
}
