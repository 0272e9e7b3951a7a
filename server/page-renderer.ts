import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { areaOfApiPath, touches, type ContentArea } from './content/areas.ts'
import { onContentChanged } from './content/events.ts'
import { fillShell } from './html-shell.ts'
import { logProblem } from './middleware/errors.ts'
import { recentlyUsed } from './recently-used.ts'
import { readRouteScripts, type RouteScripts, scriptsFor } from './route-scripts.ts'
import { articleCardImage, readShareCards, type ShareCards } from './share-cards.ts'
import {
  articleStructuredData,
  type ArticleFacts,
  pageStructuredData,
  type Brand,
  type Crumb,
} from './structured-data.ts'

/** The entry the build writes for server rendering (src/entry-prerender.tsx, built for Node). */
export const SSR_ENTRY = 'entry-prerender.js'

/** Where the build writes the server-render bundle: beside the site's build output. */
export const ssrDirFor = (distDir: string) => `${distDir.replace(/[\\/]+$/, '')}-ssr`

type RenderedWithData = {
  html: string
  title: string
  status: number
  /** After `#root`: the data the page was rendered with and its class merges. */
  afterRoot: string
  /** The routes the page matched, root first. */
  routeIds?: string[]
  description: string
  path: string
  breadcrumb: Crumb[]
  article?: ArticleFacts
}

/** The app sends this URL to its canonical address (a path on this site). */
type RenderedRedirect = { redirect: true; location: string }

type SsrEntry = {
  renderPageWithData: (
    path: string,
    fetch: typeof globalThis.fetch,
    state?: PageState,
  ) => Promise<RenderedWithData | RenderedRedirect>
  brand: Brand
}

/**
 * A page the server rendered: the whole HTML document and its status; or, for a URL whose search
 * string is not the page's canonical one, a permanent redirect to the canonical path.
 */
export type ServerPage = { status: 200 | 404; html: string } | { status: 301; location: string }

/**
 * Renders a route's page for a URL, or says it cannot (null): the caller then sends the page to be
 * rendered in the browser, as for any page without server rendering.
 */
export type PageRenderer = (route: string, url: URL) => Promise<ServerPage | null>

/**
 * What one visitor's page is rendered with besides the URL: the contact form's state after a post
 * without JavaScript (`src/entry-prerender.tsx` puts it where the page reads it and embeds it).
 */
export type PageState = { contactForm?: unknown }

/**
 * Renders a page for one visitor with `state`, never from or into the cache (it may hold what the
 * visitor typed), or says it cannot (null). Any route of the app, not only the configured ones.
 */
export type StatefulPageRenderer = (
  route: string,
  url: URL,
  state: PageState,
) => Promise<ServerPage | null>

export type PageRendererOptions = {
  /** The folder of the built site (its index.html is the shell). */
  distDir: string
  /** The folder of the server-render bundle; default: `<distDir>-ssr`. */
  ssrDir?: string
  /** Each rendered route, with the search params its page reads; any others are ignored. */
  routes: Readonly<Record<string, readonly string[]>>
  /**
   * Routes rendered only for a URL that has one of their params; without, the caller sends the
   * page prerendered for everyone.
   */
  onlyWithParams?: ReadonlySet<string>
  /** Answers the page's API requests: the server's content routes, in this process. */
  fetch: typeof globalThis.fetch
  /** A render that takes longer is abandoned for the browser-rendered page. */
  timeoutMs?: number
  /** Rendered pages kept in memory (least recently used go first). */
  maxEntries?: number
  /** Where failures are told (never with anything a visitor typed but the path). */
  log?: (message: string, error?: unknown) => void
}

/**
 * A render that takes longer is not waited for: under the request deadline (5 s, 503 after), so a
 * slow render gives the visitor the page rendered in the browser rather than an error.
 */
export const RENDER_TIMEOUT_MS = 3_000

/**
 * Server rendering of the pages made from the database (the Content Hub's list and articles):
 * rendered with React from the same route components the browser hydrates, with the data they
 * were rendered with embedded, and kept until the content they read changes (a sync or an admin
 * write here, or on another instance through the change feed). A URL is cached by its path and the search
 * params its route reads, in a fixed order, so that other params cannot multiply the renders.
 */
export function createPageRenderer(
  options: PageRendererOptions,
): PageRenderer & { renderWithState: StatefulPageRenderer } {
  const {
    distDir,
    ssrDir = ssrDirFor(distDir),
    routes,
    onlyWithParams = new Set<string>(),
    fetch,
    timeoutMs = RENDER_TIMEOUT_MS,
    maxEntries = 500,
    log = logProblem,
  } = options
  const entryFile = join(ssrDir, SSR_ENTRY)
  let entry: Promise<SsrEntry | null> | undefined
  const loadEntry = () =>
    (entry ??= existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<SsrEntry>).catch((error: unknown) => {
          log(`Server rendering is off: ${entryFile} could not be loaded`, error)
          return null
        })
      : Promise.resolve(null).then(() => {
          log(`Server rendering is off: no ${entryFile} (run "npm run build")`)
          return null
        }))
  let shell: Promise<string> | undefined
  const loadShell = () => (shell ??= readFile(join(distDir, 'index.html'), 'utf8'))
  let routeScripts: Promise<RouteScripts> | undefined
  const loadRouteScripts = () => (routeScripts ??= readRouteScripts(distDir))
  let shareCards: Promise<ShareCards> | undefined
  const loadShareCards = () => (shareCards ??= readShareCards(distDir))

  let pages = new Map<string, Promise<ServerPage | null>>()
  // The areas each finished render read its data from (by the API paths it asked for): a content
  // change drops the pages that read what it touched, and any render still under way.
  const pageAreas = new WeakMap<Promise<ServerPage | null>, ReadonlySet<ContentArea | undefined>>()
  onContentChanged(({ areas }) => {
    if (areas === 'all') {
      pages = new Map()
      return
    }
    for (const [path, page] of [...pages]) {
      const read = pageAreas.get(page)
      // A page that asked for nothing may have read content some other way: it goes too.
      const stale =
        read === undefined || read.size === 0 || [...read].some((a) => touches(areas, a))
      if (stale) pages.delete(path)
    }
  })

  const render = async (
    path: string,
    state?: PageState,
    read?: Set<ContentArea | undefined>,
  ): Promise<ServerPage | null> => {
    const ssr = await loadEntry()
    if (ssr === null) return null
    const reading: typeof fetch =
      read === undefined
        ? fetch
        : (input, init) => {
            read.add(areaOfApiPath(input instanceof Request ? input.url : String(input)))
            return fetch(input, init)
          }
    try {
      const page = await ssr.renderPageWithData(path, reading, state)
      if ('redirect' in page) return { status: 301, location: page.location }
      const status = page.status === 404 ? 404 : 200
      const { article } = page
      // An article's own card, else the card the build drew for the page (the list's).
      const image =
        article !== undefined ? articleCardImage(article) : (await loadShareCards())[page.path]
      const html = fillShell(await loadShell(), {
        html: page.html,
        title: page.title,
        // The Not Found page has no address of its own to name as canonical.
        ...(status === 200 ? { path: page.path } : {}),
        description: page.description,
        ...(status === 200 && image !== undefined ? { image } : {}),
        ...(article !== undefined
          ? {
              article: {
                publishedTime: article.publishedAt,
                section: article.category.name,
              },
            }
          : {}),
        structuredData:
          article === undefined
            ? pageStructuredData(page, ssr.brand)
            : articleStructuredData(article, ssr.brand, page.breadcrumb.slice(0, -1), image?.path),
        afterRoot: page.afterRoot,
        scripts: scriptsFor(await loadRouteScripts(), page.routeIds ?? []),
        // The Not Found page is rendered again in the browser, not hydrated: its data (the 404)
        // is not embedded.
        hydrate: status === 200,
      })
      return { status, html }
    } catch (error) {
      log(`Rendering ${new URL(path, 'http://localhost').pathname} failed`, error)
      return null
    }
  }

  /** The page for `path`: rendered once, then from memory until the content changes. */
  const pageFor = (path: string): Promise<ServerPage | null> => {
    const current = pages
    return recentlyUsed(current, path, maxEntries, () => {
      const read = new Set<ContentArea | undefined>()
      const rendering = render(path, undefined, read)
      // A failed render is tried again by the next request.
      void rendering.then((page) => {
        if (page === null && current.get(path) === rendering) current.delete(path)
        else pageAreas.set(rendering, read)
      })
      return rendering
    })
  }

  // The bundle is loaded as the server starts, not by the first visitor.
  void loadEntry()

  const renderPage: PageRenderer = async (route, url) => {
    const params = routes[route]
    if (params === undefined) return null
    const search = new URLSearchParams()
    for (const name of params) {
      const value = url.searchParams.get(name)
      if (value !== null) search.set(name, value)
    }
    const query = search.toString()
    if (query === '' && onlyWithParams.has(route)) return null
    const path = `${url.pathname}${query === '' ? '' : `?${query}`}`
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
    })
    try {
      const page = await Promise.race([pageFor(path), late])
      if (page !== TIMED_OUT) return page
      // The render goes on and is kept for the next request; this one gets the page rendered in
      // the browser.
      log(`Rendering ${url.pathname} took over ${timeoutMs} ms; sent for the browser to render`)
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  /** The path alone: a query string is not part of a page rendered with state. */
  const renderWithState: StatefulPageRenderer = async (_route, url, state) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs)
    })
    try {
      const page = await Promise.race([render(url.pathname, state), late])
      if (page !== TIMED_OUT) return page
      log(`Rendering ${url.pathname} with state took over ${timeoutMs} ms`)
      return null
    } finally {
      clearTimeout(timer)
    }
  }

  return Object.assign(renderPage, { renderWithState })
}

const TIMED_OUT = Symbol('timed out')
