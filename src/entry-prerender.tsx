import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { site } from './content/site'
import { pageTitle } from './lib/page-title'
import { createAppRouter } from './router'

/**
 * The paths whose page is the same for every visitor and can be rendered at build time: every
 * route without a `$param`, except the redirects and a route marked `prerender: false`.
 */
export function prerenderablePaths(): string[] {
  const router = createAppRouter()
  const paths = Object.values(router.routesByPath)
    .filter(
      ({ options }) => !options.staticData?.redirectTo && options.staticData?.prerender !== false,
    )
    .map((route) => route.fullPath as string)
    .filter((path) => !path.includes('$'))
    .map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path))
  return [...new Set(paths)].sort()
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
