import {
  createMemoryHistory,
  RouterProvider,
  type StaticDataRouteOption,
} from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { site } from './content/site'
import { pageTitle } from './lib/page-title'
import { createAppRouter } from './router'

/** The paths, without a `$param`, of the routes whose staticData pass `keep`, sorted. */
function staticPaths(keep: (data: Partial<StaticDataRouteOption>) => boolean): string[] {
  const router = createAppRouter()
  const paths = Object.values(router.routesByPath)
    .filter(({ options }) => keep(options.staticData ?? {}))
    .map((route) => route.fullPath as string)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
  return [...new Set(paths)].sort()
}

/**
 * The paths whose page is the same for every visitor and can be rendered at build time: every
 * route without a `$param`, except the redirects and a route marked `prerender: false`.
 */
export function prerenderablePaths(): string[] {
  return staticPaths((data) => !data.redirectTo && data.prerender !== false)
}

/**
 * What the server tells search engines: the pages for the sitemap (every route without a
 * `$param`, except the redirects and the routes marked `noindex`) and the paths robots.txt
 * disallows (the routes marked `noindex`).
 */
export function siteIndexing(): { sitemap: string[]; disallow: string[] } {
  return {
    sitemap: staticPaths((data) => !data.redirectTo && !data.noindex),
    disallow: staticPaths((data) => data.noindex === true),
  }
}

export type RenderedPage = {
  /** What goes inside `#root`. */
  html: string
  /** The browser title the route announcer would set. */
  title: string
}

/** Renders one page of the app to HTML, waiting for every lazy part to load. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
  await router.load()
  const { prelude } = await prerender(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
    // Every part inline, in order: the page is complete before it is sent, so no inline scripts
    // (which the CSP forbids) are needed to put late parts in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  const html = await new Response(prelude).text()
  const title = pageTitle(path, site.name)
  return { html, title }
}
