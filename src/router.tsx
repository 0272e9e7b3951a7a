import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { lazy } from 'react'
import type { RouterContext } from './features/page-data/route-loader'
import { routeTree } from './routeTree.gen'
import { NavigationError } from './shell/navigation-error'

// Its own chunk: only the Not Found page shows it (the build renders it once; the server sends it
// with 404 for an unknown path, and the browser renders it again), so other pages are spared it.
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
)

/**
 * The site's router. `queryClient` is a server render's own (the routes' loaders fill it and the
 * page renders from it); the browser passes none and its loaders use the site's client.
 */
export function createAppRouter({
  history,
  queryClient,
  searchablePages,
}: { history?: RouterHistory } & RouterContext = {}) {
  return createRouter({
    routeTree,
    ...(history === undefined ? {} : { history }),
    context: { queryClient, searchablePages },
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: NavigationError,
    defaultPreload: 'intent',
    scrollRestoration: false,
  })
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
  interface StaticDataRouteOption {
    /** The page's name, as the search index, the browser title and its h1 show it. */
    title: string
    /**
     * The words a visitor would type to find the page with the site search, alongside its title.
     * String literals only: the build reads them from the file. Not in the browser's route tree
     * (scripts/route-facts-plugin.ts): the search gets them from `virtual:page-keywords`.
     */
    keywords?: readonly string[]
    /**
     * One or two sentences (70 to 160 characters) from the page's own content, for its
     * `<meta name="description">` and sharing tags. Read by the server's render only; not in the
     * browser's route tree (scripts/route-facts-plugin.ts), so the content it reads stays out of
     * the first load.
     */
    description?: string
    /** Redirects and utility pages are left out of the site search. */
    unlisted?: boolean
    /** Set on redirect routes: where the route sends the visitor (a path or an external URL). */
    redirectTo?: string
    /**
     * False for a page rendered in the browser only, not prerendered at build time. No route uses
     * it: every page a visitor can hold is served as HTML with its content (the widget gallery
     * too, 70 KB brotli).
     */
    prerender?: false
    /**
     * True for a page search engines should leave alone (the widget gallery): it is left out of
     * the sitemap and robots.txt disallows it.
     */
    noindex?: true
  }
}
