import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { areaOfApiPath, touches, type ContentArea } from './content/areas.ts'
import { onContentChanged } from './content/events.ts'
import { currentYear } from './current-year.ts'
import { logProblem } from './middleware/errors.ts'
import type { RateLimitDecision } from './middleware/rate-limit.ts'
import type { Encoding, FinishedPage } from './page-bytes.ts'
import type { Finish } from './page-document.ts'
import { recentlyUsed } from './recently-used.ts'
import { PAGE_TEXT_FILE } from './prerendered.ts'
import { createRenderPool, type PageState, type RenderPool } from './render-pool.ts'
import { SITE_URL_PLACEHOLDER } from './site-url.ts'

/** The entry the build writes for server rendering (src/entry-prerender.tsx, built for Node). */
export const SSR_ENTRY = 'entry-prerender.js'

/** The file the build writes beside the site: the routes the server renders, from the route tree. */
export const SERVER_RENDERED_FILE = 'server-rendered.json'

/** Where the build writes the server-render bundle: beside the site's build output. */
export const ssrDirFor = (distDir: string) => `${distDir.replace(/[\\/]+$/, '')}-ssr`

/**
 * The routes the server renders per request (`serverRenderedRoutes` in src/entry-prerender.tsx):
 * each with the search params its page reads, and whether it is rendered only for a URL that has
 * one of them (else its page prerendered for everyone is sent).
 */
export type ServerRenderedRoutes = Readonly<
  Record<string, { params: readonly string[]; withParamsOnly?: true }>
>

/** Reads the build's list of server-rendered routes; none when the build wrote none. */
export function readServerRenderedRoutes(distDir: string): ServerRenderedRoutes {
  const file = join(distDir, SERVER_RENDERED_FILE)
  if (!existsSync(file)) return {}
  return JSON.parse(readFileSync(file, 'utf8')) as ServerRenderedRoutes
}

/**
 * A page the server rendered and finished, as it is sent: its status and its bytes (with their
 * entity tag and the encodings made so far); `html` is its text.
 */
export class RenderedDocument {
  readonly status: 200 | 404
  readonly file: FinishedPage
  constructor(status: 200 | 404, file: FinishedPage) {
    this.status = status
    this.file = file
  }
  get html(): string {
    return Buffer.from(this.file.plain).toString('utf8')
  }
}

/**
 * A page the server rendered: the whole document; for a URL whose search string is not the
 * page's canonical one, a permanent redirect to the canonical path; or a refusal to render now,
 * with when to try again (429: this address's render budget is spent; 503: every render thread is
 * busy and the queue is full).
 */
export type ServerPage =
  | RenderedDocument
  | { status: 301; location: string }
  | { status: 429 | 503; retryAfterSeconds: number }

/** Asked before a render the cache cannot answer: whether this address may have one now. */
export type RenderAdmission = () => Promise<RateLimitDecision>

/**
 * Renders a route's page for a URL, or says it cannot (null): the caller then sends the page to be
 * rendered in the browser, as for any page without server rendering.
 */
export type PageRenderer = (
  route: string,
  url: URL,
  admit?: RenderAdmission,
  /** The encoding the asking client takes: a new render is compressed in it at once. */
  encoding?: Encoding,
) => Promise<ServerPage | null>

/**
 * Renders a page for one visitor with `state`, never from or into the cache (it may hold what the
 * visitor typed), or says it cannot (null). Any route of the app, not only the configured ones.
 */
export type StatefulPageRenderer = (
  route: string,
  url: URL,
  state: PageState,
) => Promise<ServerPage | null>

export type { PageState }

export type PageRendererOptions = {
  /** The folder of the built site (its index.html is the shell). */
  distDir: string
  /** The folder of the server-render bundle; default: `<distDir>-ssr`. */
  ssrDir?: string
  /** The routes rendered per request; default: the build's list (`SERVER_RENDERED_FILE`). */
  routes?: ServerRenderedRoutes
  /** Answers the page's API requests: the server's content routes, in this process. */
  fetch: typeof globalThis.fetch
  /** A render not done by then is abandoned (and stopped) for the browser-rendered page. */
  timeoutMs?: number
  /** Rendered pages kept in memory (least recently used go first). */
  maxEntries?: number
  /** Render threads and their queue (`createRenderPool`'s defaults: cores − 1, 16 a thread). */
  threads?: number
  maxQueue?: number
  /** Where failures are told (never with anything a visitor typed but the path). */
  log?: (message: string, error?: unknown, extra?: Record<string, string>) => void
  /** The site's public origin the pages name (default: the build's placeholder, left as it is). */
  siteUrl?: () => string
  /** The time now, for the year the footer shows (tests move it). */
  clock?: () => Date
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
export function createPageRenderer(options: PageRendererOptions): PageRenderer & {
  renderWithState: StatefulPageRenderer
  /** Whether the server renders `route` per request. */
  renders: (route: string) => boolean
  /** Ends the render threads. */
  close: () => Promise<void>
} {
  const {
    distDir,
    ssrDir = ssrDirFor(distDir),
    fetch,
    timeoutMs = RENDER_TIMEOUT_MS,
    maxEntries = 500,
    log = logProblem,
    siteUrl = () => SITE_URL_PLACEHOLDER,
    clock = () => new Date(),
  } = options
  const routes = options.routes ?? readServerRenderedRoutes(distDir)
  const entryFile = join(ssrDir, SSR_ENTRY)
  let pool: RenderPool | null | undefined
  const renderPool = () => {
    if (pool !== undefined) return pool
    if (!existsSync(entryFile)) {
      log(`Server rendering is off: no ${entryFile} (run "npm run build")`)
      pool = null
    } else {
      pool = createRenderPool({
        entryFile,
        pageTextFile: join(distDir, PAGE_TEXT_FILE),
        fetch,
        ...(options.threads === undefined ? {} : { threads: options.threads }),
        ...(options.maxQueue === undefined ? {} : { maxQueue: options.maxQueue }),
      })
    }
    return pool
  }
  /** Pages are finished for one origin and year: another (a new year) renders them again. */
  const finishFor = (encoding: Encoding | undefined): Finish => ({
    distDir,
    siteUrl: siteUrl(),
    year: currentYear(clock()),
    encodings: encoding === undefined ? [] : [encoding],
  })
  const cacheKey = (path: string, finish: Finish) => `${finish.siteUrl} ${finish.year} ${path}`

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
    finish: Finish,
    state?: PageState,
    read?: Set<ContentArea | undefined>,
  ): Promise<ServerPage | null> => {
    const threads = renderPool()
    if (threads === null) return null
    const shown = new URL(path, 'http://localhost').pathname
    const result = await threads.render(
      path,
      Date.now() + timeoutMs,
      state,
      read === undefined ? undefined : (url) => read.add(areaOfApiPath(url)),
      finish,
    )
    // Not logged: under a flood that would be a line per refusal (the request log has each 503).
    if (result.outcome === 'busy') return { status: 503, retryAfterSeconds: BUSY_RETRY_SECONDS }
    if (result.outcome === 'late') {
      log(`Rendering ${shown} took over ${timeoutMs} ms; stopped, sent for the browser to render`)
      return null
    }
    if (result.outcome === 'failed') {
      log(`Rendering ${shown} failed`, undefined, result.reason)
      return null
    }
    if (result.outcome !== 'finished') {
      log(`Rendering ${shown} failed`, undefined, { cause: 'the render thread did not finish it' })
      return null
    }
    const { page } = result
    if ('redirect' in page) return { status: 301, location: page.location }
    return new RenderedDocument(page.status, page.file)
  }

  /** Only a page is kept: a refusal or a fallback is tried again by the next request. */
  const keeps = (page: ServerPage | null) =>
    page !== null && (page.status === 200 || page.status === 404 || page.status === 301)

  /** The page for `path`: rendered once (when `admit` allows), then from memory until the content changes. */
  const pageFor = async (
    path: string,
    admit?: RenderAdmission,
    encoding?: Encoding,
  ): Promise<ServerPage | null> => {
    const finish = finishFor(encoding)
    const key = cacheKey(path, finish)
    const kept = pages.get(key)
    if (kept !== undefined) return recentlyUsed(pages, key, maxEntries, () => kept)
    // Every thread busy and the queue full: refused at once, before the budget's shared count
    // (a database write) or anything else is spent on a page that would not be rendered.
    if (renderPool()?.full() === true) {
      return { status: 503, retryAfterSeconds: BUSY_RETRY_SECONDS }
    }
    if (admit !== undefined) {
      const decision = await admit()
      if (!decision.allowed) {
        return { status: 429, retryAfterSeconds: Math.max(1, Math.ceil(decision.resetInMs / 1000)) }
      }
    }
    const current = pages
    return recentlyUsed(current, key, maxEntries, () => {
      const read = new Set<ContentArea | undefined>()
      const rendering = render(path, finish, undefined, read)
      void rendering.then((page) => {
        if (!keeps(page) && current.get(key) === rendering) current.delete(key)
        else pageAreas.set(rendering, read)
      })
      return rendering
    })
  }

  // The threads start, and load the bundle, as the server starts, not for the first visitor.
  renderPool()

  const renderPage: PageRenderer = async (route, url, admit, encoding) => {
    const rendered = routes[route]
    if (rendered === undefined) return null
    const search = new URLSearchParams()
    for (const name of rendered.params) {
      const value = url.searchParams.get(name)
      if (value !== null) search.set(name, value)
    }
    const query = search.toString()
    if (query === '' && rendered.withParamsOnly) return null
    return withTimeout(
      pageFor(`${url.pathname}${query === '' ? '' : `?${query}`}`, admit, encoding),
    )
  }

  /** The visitor waits `timeoutMs` at most; the render stops itself then too. */
  const withTimeout = async (page: Promise<ServerPage | null>) => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), timeoutMs)
    })
    try {
      return await Promise.race([page, late])
    } finally {
      clearTimeout(timer)
    }
  }

  /** The path alone: a query string is not part of a page rendered with state. */
  const renderWithState: StatefulPageRenderer = (_route, url, state) =>
    withTimeout(render(url.pathname, finishFor(undefined), state))

  return Object.assign(renderPage, {
    renderWithState,
    renders: (route: string) => route in routes,
    close: async () => {
      await pool?.destroy()
    },
  })
}

/** A page refused because every render thread is busy: try again after this long. */
export const BUSY_RETRY_SECONDS = 2
