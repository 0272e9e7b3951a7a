import {
  createMemoryHistory,
  rootRouteId,
  RouterProvider,
  type AnyRoute,
  type StaticDataRouteOption,
} from '@tanstack/react-router'
import { AsyncLocalStorage } from 'node:async_hooks'
import { StrictMode, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { setApiTransport } from './api/client'
import { RenderScopeProvider } from './api/render-scope'
import type { Article } from './api/types'
import { blogPostQuery } from './features/blog/queries'
import {
  ContactFormStateContext,
  contactFormStateScript,
  type ContactFormState,
} from './features/contact/contact-form-state'
import { createRenderScope, embeddedPageData, markLoadedQueries } from './api/server-render'
import {
  CLASS_MERGES_ID,
  embeddableMerges,
  recordClassMergesInto,
  type ClassMergeRecorder,
  type ClassMerges,
} from './lib/cn'
import { PAGE_DATA_ID } from './lib/page-data'

import { site } from './content/site'
import { pageTitle, routeTitles } from './lib/page-title'
import { createAppRouter } from './router'
import type { SearchablePage } from './lib/page-search'
import { listedPages } from './features/search/searchable-pages'
import {
  providePageTexts as provideTexts,
  withPageTexts,
  type PageTexts,
} from './features/search/page-text'
import { notFoundTitle } from './shell/route-announcer'

/**
 * What one render owns, found through the request's async context rather than a module global, so
 * that renders which overlap (in one worker thread, or in a test) never share anything: where its
 * API requests go, the signal that cancels them, and the class merges it made.
 */
type RenderContext = {
  fetch: typeof globalThis.fetch
  signal: AbortSignal | undefined
  merges: ClassMergeRecorder
}
const renderContext = new AsyncLocalStorage<RenderContext>()

// The API client and `cn` ask the render they are called in; outside a render, the API is not
// there to ask.
setApiTransport((input, init) => {
  const context = renderContext.getStore()
  if (context === undefined) return Promise.reject(new Error('No server render is under way'))
  const signals = [init?.signal, context.signal].filter((signal) => signal != null)
  return context.fetch(input, {
    ...init,
    ...(signals.length > 0 ? { signal: AbortSignal.any(signals) } : {}),
  })
})
recordClassMergesInto(() => renderContext.getStore()?.merges)

/** A fetch for a render that asks no API (a page that is the same for everyone). */
const noApi: typeof globalThis.fetch = () => Promise.reject(new Error('No API at build time'))

/** How React marks a Suspense boundary whose content it left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->'

/** `tree` rendered in one synchronous pass, if no part of it had to wait. */
function renderQuickly(tree: ReactNode): string | undefined {
  try {
    const html = renderToString(<StrictMode>{tree}</StrictMode>)
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html
  } catch {
    return undefined
  }
}

/** Renders `tree` to HTML, every part inline; `signal` abandons it. */
async function renderToHtml(tree: ReactNode, signal?: AbortSignal): Promise<string> {
  signal?.throwIfAborted()
  // Mostly every part of the page is in by now (the loaders have run; an earlier render loaded
  // the lazy parts): one synchronous pass to a string. React's stream would encode the page to
  // bytes in small chunks, and reading it back decodes them all: a third of a render's CPU.
  // A part that suspends shows as a boundary left to the browser (`<!--$!-->`), or, outside any
  // boundary, throws; that render is then done again by the renderer that waits for every part.
  const quick = renderQuickly(tree)
  if (quick !== undefined) return quick
  const { prelude } = await prerender(<StrictMode>{tree}</StrictMode>, {
    // Every part inline, in order: the page is complete before it is sent, so no inline scripts
    // (which the CSP forbids) are needed to put late parts in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(signal === undefined ? {} : { signal }),
  })
  // Aborted, React sends what it had: never a page.
  signal?.throwIfAborted()
  return streamText(prelude)
}

/**
 * The text of a stream of UTF-8 bytes, decoded once at the end. `new Response(stream).text()`
 * read and decoded it chunk by chunk through the fetch body machinery: about a fifth of a render's
 * CPU time, for a page of a few hundred small chunks.
 */
async function streamText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = []
  let length = 0
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    length += value.byteLength
  }
  const bytes = new Uint8Array(length)
  let at = 0
  for (const chunk of chunks) {
    bytes.set(chunk, at)
    at += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

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

/** The pages the site search lists, with the Annual Business Report: read once from the route tree. */
let listed: readonly SearchablePage[] | undefined
const searchablePages = (): readonly SearchablePage[] =>
  (listed ??= listedPages(Object.values(createAppRouter().routesByPath), { withExternal: true }))

/** The paths of the pages the site search lists: the build writes their words for it. */
export function searchablePagePaths(): string[] {
  return searchablePages()
    .filter((page) => !page.external)
    .map((page) => page.path)
}

/**
 * A render thread gives the pages' words the build wrote (`PAGE_TEXT_FILE`), once, as it starts;
 * the search's index of them is made then too, not in the first visitor's render.
 */
export function providePageTexts(texts: PageTexts): Promise<void> {
  provideTexts(texts)
  return import('./features/search/search-results').then(({ pageResults }) => {
    pageResults(withPageTexts(searchablePages(), texts), 'payments')
  })
}

/**
 * Every redirect route's path and target (`staticData.redirectTo`): the server answers these
 * paths with a permanent redirect, so they work before and without JavaScript.
 */
export function redirectRoutes(): Record<string, string> {
  const router = createAppRouter()
  const redirects: Record<string, string> = {}
  for (const route of Object.values(router.routesByPath)) {
    const target = route.options.staticData?.redirectTo
    if (target !== undefined) redirects[withoutTrailingSlash(route.fullPath as string)] = target
  }
  return redirects
}

/**
 * The Not Found page, rendered once at build time: the server sends it with 404 for any path the
 * site does not have. The browser renders it again rather than hydrating it (its boundaries differ
 * between the server and the browser).
 */
export async function renderNotFound(): Promise<RenderedPage> {
  const page = await renderPageWithData(NOT_FOUND_PROBE, () =>
    Promise.resolve(new Response(null, { status: 404 })),
  )
  if ('redirect' in page || page.status !== 404) {
    throw new Error(`${NOT_FOUND_PROBE} did not render the Not Found page`)
  }
  return page
}

/** A path no route matches, to render the Not Found page from. */
const NOT_FOUND_PROBE = '/__not-found__'

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

/**
 * The routes the server renders per request, by path, each with the search params its page reads
 * (its cache key; other params make no other render): every route that loads data (`loader`) or
 * reads its address (`validateSearch`). A route that only reads its address is the same for
 * everyone without them, so it is rendered only for a URL that has one (`withParamsOnly`);
 * otherwise the page prerendered for everyone is sent.
 */
export function serverRenderedRoutes(): ServerRenderedRoutes {
  const router = createAppRouter()
  const routes: ServerRenderedRoutes = {}
  for (const route of Object.values(router.routesById)) {
    const { loader, validateSearch, staticData } = route.options as {
      loader?: unknown
      validateSearch?: unknown
      staticData?: Partial<StaticDataRouteOption>
    }
    if (staticData?.redirectTo !== undefined) continue
    if (loader === undefined && validateSearch === undefined) continue
    routes[withoutTrailingSlash(route.fullPath as string)] = {
      params: searchParamNames(validateSearch),
      ...(loader === undefined ? { withParamsOnly: true } : {}),
    }
  }
  return routes
}

/**
 * The params a route's `validateSearch` reads: the keys of what it makes of an empty address
 * (every schema here sets each of its keys, to undefined when the address has none).
 */
function searchParamNames(validateSearch: unknown): string[] {
  if (typeof validateSearch !== 'function') return []
  return Object.keys((validateSearch as (search: object) => object)({}))
}

/** What `serverRenderedRoutes` says of each route (the build writes it for the server). */
export type ServerRenderedRoutes = Record<string, { params: string[]; withParamsOnly?: true }>

/** One step of a page's breadcrumb trail: a page above it (or the page itself) and its address. */
export type Crumb = { name: string; path: string }

/** The brand the structured data names as the site's organisation: its name and logo file. */
export const brand = { name: site.name, logo: site.logo.light } as const

const pathOnly = (path: string) => new URL(path, 'http://localhost').pathname

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

/**
 * The trail from the home page to `path`: every ancestor that is a real page (a route without a
 * `$param` that is not a redirect), by its route's title, then the page itself by `title`.
 * An ancestor that is no page (`/blog/post`) is left out rather than linked.
 */
export function breadcrumbTrail(path: string, title: string): Crumb[] {
  const { pages } = routeFacts()
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

/**
 * What the route tree says of its routes, read once per thread rather than from a new router in
 * every render: the real pages' titles by path (no `$param`, no redirect), the browser titles,
 * and each route's description (`staticData.description`) by route id.
 */
let facts:
  | {
      pages: ReadonlyMap<string, string>
      titles: ReturnType<typeof routeTitles>
      descriptions: ReadonlyMap<string, string>
    }
  | undefined
function routeFacts(): NonNullable<typeof facts> {
  if (facts !== undefined) return facts
  const router = createAppRouter()
  const pages = new Map<string, string>()
  for (const route of Object.values(router.routesByPath)) {
    const data: Partial<StaticDataRouteOption> = route.options.staticData ?? {}
    const fullPath = route.fullPath as string
    if (fullPath.includes('$') || data.redirectTo || data.title === undefined) continue
    pages.set(withoutTrailingSlash(fullPath), data.title)
  }
  const descriptions = new Map<string, string>()
  for (const route of Object.values(router.routesById) as AnyRoute[]) {
    const description = route.options.staticData?.description
    if (description !== undefined) descriptions.set(route.id, description)
  }
  facts = { pages, titles: routeTitles(Object.values(router.routesByPath)), descriptions }
  return facts
}

/** A route's description (its `staticData.description`), else the site's own (the root's). */
const describe = (routeId: string): string =>
  routeFacts().descriptions.get(routeId) ?? site.description

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
  /**
   * Markup for after `#root`: the data a page rendered with data was rendered with, and the class
   * merges the render made (`cn`), so that hydration finds them worked out rather than building
   * tailwind-merge's class map on a phone's main thread. Empty for a 404, which is not hydrated.
   */
  afterRoot: string
  /** The ids of the routes the page matched, root first: which of the build's scripts it runs. */
  routeIds: string[]
}

/** The ids of the routes a render matched (the Not Found page matches the root alone). */
const matchedRouteIds = (router: ReturnType<typeof createAppRouter>) =>
  router.state.matches.map((match) => match.routeId as string)

/** Renders one page of the app to HTML, waiting for every lazy part to load. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const context: RenderContext = { fetch: noApi, signal: undefined, merges: new Map() }
  return renderContext.run(context, async () => {
    const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [path] }) })
    await router.load()
    const html = await renderToHtml(<RouterProvider router={router} />)
    const title = pageTitle(path, site.name, routeFacts().titles)
    const match = router.state.matches.at(-1)
    const page = match?.staticData
    if (match === undefined || page === undefined) throw new Error(`No route renders ${path}`)
    const pagePath = withoutTrailingSlash(router.state.location.pathname)
    return {
      html,
      title,
      description: describe(match.routeId),
      path: pagePath,
      breadcrumb: breadcrumbTrail(pagePath, page.title),
      afterRoot: classMergesScript(embeddableMerges(context.merges)),
      routeIds: matchedRouteIds(router),
    }
  })
}

/** A page the server rendered with data: its HTML, the data to embed, and its HTTP status. */
export type PageWithData = RenderedPage & {
  /** 200, or 404 when the page rendered is the Not Found page (an unknown article, say). */
  status: number
  /** The article an article page shows, for its structured data. */
  article?: Article
}

/**
 * A URL the app itself sends elsewhere before rendering: a search string that is not the page's
 * canonical one (`/blog?page=1`, `/blog?page=abc`, a malformed tag), which the router answers with
 * the canonical address. The server answers with a permanent redirect to `location`, a path on
 * this site.
 */
export type PageRedirect = { redirect: true; location: string }

/** The router's answer when a load ended in a redirect to a path on this site. */
function redirectOf(router: ReturnType<typeof createAppRouter>): PageRedirect | undefined {
  const result = router._serverResult
  if (result?.type !== 'redirect') return undefined
  const location = result.redirect.headers.get('Location') ?? result.redirect.options.href ?? ''
  // Only a path on this site ("/…", never "//host"): anything else is not the router's canonical
  // address, and the page is then sent to be rendered in the browser.
  if (!/^\/(?![/\\])/.test(location)) throw new Error('The page redirected off the site')
  return { redirect: true, location }
}

/** JSON that can sit inside a script element: `<` never starts a tag there. */
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

/** The block a page embeds its class merges in; none when the render made none. */
const classMergesScript = (merges: ClassMerges) =>
  Object.keys(merges).length === 0
    ? ''
    : `<script type="application/json" id="${CLASS_MERGES_ID}">${scriptSafeJson(merges)}</script>`

/**
 * What one visitor's page is rendered with besides its URL: the contact form after a post without
 * JavaScript (`POST /contact-us`). It is embedded in that page only, which the server never caches.
 */
export type PageState = { contactForm?: ContactFormState }

const contactStateScript = (state: PageState) =>
  state.contactForm === undefined ? '' : contactFormStateScript(state.contactForm)

/** How a render may be cut short. */
export type RenderOptions = {
  /**
   * Abandons the render when it aborts (its deadline): the API requests under way are cancelled,
   * React stops, and the promise rejects with the signal's reason.
   */
  signal?: AbortSignal
}

/**
 * Renders a page whose content comes from the API (the Content Hub, the branch locator, a search)
 * as the browser would, with its data, once: the routes' loaders ask for it through `fetch` (the
 * server's own content reads), then the page renders from what they loaded. The successful answers
 * are embedded in the page, so hydration matches and makes no request. Throws when a loader fails
 * other than with a 404 (the server then sends the page to be rendered in the browser). A URL the
 * router sends to its canonical address renders nothing: the answer says where to.
 */
export async function renderPageWithData(
  path: string,
  fetch: typeof globalThis.fetch,
  state: PageState = {},
  { signal }: RenderOptions = {},
): Promise<PageWithData | PageRedirect> {
  const context: RenderContext = { fetch, signal, merges: new Map() }
  return renderContext.run(context, async () => {
    signal?.throwIfAborted()
    const scope = createRenderScope()
    const router = createAppRouter({
      history: createMemoryHistory({ initialEntries: [path] }),
      queryClient: scope.client,
      searchablePages,
    })
    await router.load()
    signal?.throwIfAborted()
    const redirect = redirectOf(router)
    if (redirect !== undefined) return redirect
    const failed = router.state.matches.find((match) => match.status === 'error')
    if (failed !== undefined) throw failed.error
    markLoadedQueries(scope)
    const html = await renderToHtml(
      <RenderScopeProvider value={scope}>
        <ContactFormStateContext value={state.contactForm ?? null}>
          <RouterProvider router={router} />
        </ContactFormStateContext>
      </RenderScopeProvider>,
      signal,
    )
    // Set by the Not Found page as it rendered.
    const status = scope.status ?? 200
    const pageData = status === 200 ? embeddedPageData(scope) : { queries: [] }
    const dataScript =
      pageData.queries.length === 0
        ? ''
        : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptSafeJson(pageData)}</script>`
    const match = router.state.matches.at(-1)
    const page = match?.staticData
    // The path only: a query string is what a visitor typed, and logs never hold that.
    if (page === undefined) throw new Error(`No route renders ${pathOnly(path)}`)
    const pagePath = withoutTrailingSlash(router.state.location.pathname)
    const slug = (match?.params as { slug?: string } | undefined)?.slug
    const article =
      slug === undefined
        ? undefined
        : scope.client.getQueryData<Article>(blogPostQuery(slug).queryKey)
    const title =
      status === 404 ? notFoundTitle : pageTitle(pagePath, site.name, routeFacts().titles)
    const merges = classMergesScript(embeddableMerges(context.merges))
    return {
      html,
      title,
      status,
      // A 404 is rendered again in the browser, not hydrated: it needs neither.
      afterRoot: status === 200 ? dataScript + contactStateScript(state) + merges : '',
      description: article?.summary ?? describe(match?.routeId ?? rootRouteId),
      path: pagePath,
      breadcrumb: breadcrumbTrail(pagePath, article?.title ?? page.title),
      routeIds: matchedRouteIds(router),
      ...(article === undefined ? {} : { article }),
    }
  })
}
