import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { lazy } from 'react'
import { routeTree } from './routeTree.gen'
import { NavigationError } from './shell/navigation-error'

// Its own chunk: no prerendered page shows it (the server sends an unknown path the app's shell
// with 404, and the browser renders it), so the first load of every other page is spared it.
const NotFoundPage = lazy(() =>
  import('./features/not-found/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
)

export function createAppRouter(options: { history?: RouterHistory } = {}) {
  return createRouter({
    routeTree,
    ...options,
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
    /**
     * The page's name, as the search index and its h1 show it. (Its search keywords are in
     * `features/search/page-keywords.ts`, which loads with the search, not with every page.)
     */
    title: string
    /** Redirects and utility pages are left out of the site search. */
    unlisted?: boolean
    /** Set on redirect routes: where the route sends the visitor (a path or an external URL). */
    redirectTo?: string
    /**
     * False for a page rendered in the browser only, not prerendered at build time: the widget
     * gallery, whose hundreds of examples would make a large page for developers alone.
     */
    prerender?: false
    /**
     * True for a page search engines should leave alone (the widget gallery): it is left out of
     * the sitemap and robots.txt disallows it.
     */
    noindex?: true
  }
}
