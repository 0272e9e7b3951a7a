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

/** One step of a page's breadcrumb trail: a page above it (or the page itself) and its address. */
export type Crumb = { name: string; path: string }

/** The brand the structured data names as the site's organisation: its name and logo file. */
export const brand = { name: site.name, logo: site.logo.light } as const

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

/**
 * The trail from the home page to `path`: every ancestor that is a real page (a route without a
 * `$param` that is not a redirect), by its route's title, then the page itself by `title`.
 * An ancestor that is no page (`/blog/post`) is left out rather than linked.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const router = createAppRouter()
  const pages = new Map<string, string>()
  for (const route of Object.values(router.routesByPath)) {
    const data: Partial<StaticDataRouteOption> = route.options.staticData ?? {}
    const fullPath = route.fullPath as string
    if (fullPath.includes('$') || data.redirectTo || data.title === undefined) continue
    pages.set(withoutTrailingSlash(fullPath), data.title)
  }
  const segments = path.split('/').filter(Boolean)
  const trail: Crumb[] = []
  for (let depth = 0; depth < segments.length; depth++) {
    const ancestor = `/${segments.slice(0, depth).join('/')}`
    const name = pages.get(ancestor)
    if (name !== undefined) trail.push({ name, path: ancestor })
  }
  trail.push({ name: title, path: withoutTrailingSlash(path === '' ? '/' : path) })
  return trail
}

export type RenderedPage = {
  /** What goes inside `#root`. */
  html: string
  /** The browser title the route announcer would set. */
  title: string
  /** The route's `staticData.description`, for `<meta name="description">`. */
  description: string
  /** The page's path, as its canonical address names it. */
  path: string
  /** From the home page to this page, named by the routes' titles (the home page alone: itself). */
  breadcrumb: Crumb[]
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
  const page = router.state.matches.at(-1)?.staticData
  if (page === undefined) throw new Error(`No route renders ${path}`)
  const pagePath = withoutTrailingSlash(router.state.location.pathname)
  return {
    html,
    title,
    description: page.description,
    path: pagePath,
    breadcrumb: breadcrumbTrail(pagePath, page.title),
  }
}
