import { fileURLToPath } from 'node:url'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { RequestIdVariables } from 'hono/request-id'
import { requireClientHeaders } from './middleware/client-headers.ts'
import {
  clientAddress,
  parseTrustedProxies,
  rateLimitKey,
  type TrustedProxies,
} from './middleware/client-address.ts'
import { compression, skipCompression } from './middleware/compression.ts'
import { corsAllowlist } from './middleware/cors.ts'
import {
  describeError,
  errorHandler,
  logErrorToStderr,
  logProblem,
  type ErrorLogger,
} from './middleware/errors.ts'
import { errorCacheControl } from './middleware/error-cache-control.ts'
import { rejectBadText } from './middleware/input-guard.ts'
import { requestIds } from './middleware/request-id.ts'
import { singleHost } from './middleware/single-host.ts'
import {
  DEFAULT_REQUEST_DEADLINE_MS,
  isDatabaseUnavailable,
  requestDeadline,
  unavailable,
} from './middleware/deadline.ts'
import {
  DEFAULT_RATE_LIMITS,
  FixedWindowLimiter,
  rateLimit,
  SharedWindowLimiter,
  type RateLimiter,
  type RateLimits,
} from './middleware/rate-limit.ts'
import { requestLog, writeJsonLine, type LogWriter } from './middleware/request-log.ts'
import { securityHeaders } from './middleware/security-headers.ts'
import { type OpenApiDocument, renderApiDocs } from './api-docs.ts'
import { readAppLoaderSource } from './app-loader.ts'
import { apiDocument } from './openapi.ts'
import { API_ROUTES } from './api-routes.ts'
import { onContentChanged } from './content/events.ts'
import { driverOrUndefined, isReachable, type Database } from './db/client.ts'
import { memoisedSecret } from './db/settings.ts'
import { adminRouter } from './routes/admin/admin.ts'
import { articleExists, blogFiltersExist, blogsRouter } from './routes/blogs/blogs.ts'
import { branchesRouter } from './routes/branches/branches.ts'
import { certificatesRouter } from './routes/certificates/certificates.ts'
import { contactRouter } from './routes/contact/contact.ts'
import { contactFormPostRouter } from './routes/contact/contact-form-post.ts'
import type { RouteDeps } from './routes/deps.ts'
import { filesRouter } from './routes/files/files.ts'
import { indicesRouter } from './routes/indices/indices.ts'
import { notificationsRouter } from './routes/notifications/notifications.ts'
import { pciBadgeRouter } from './routes/pci-badge/pci-badge.ts'
import { discoveryRouter, type DiscoveryOptions } from './routes/discovery/discovery.ts'
import { ResponseCache } from './routes/response-cache.ts'
import { DEFAULT_PORT } from './config.ts'
import { localSiteUrl } from './site-url.ts'
import { busyPage } from './busy-page.ts'
import type { Encoding } from './page-bytes.ts'
import { createPageRenderer } from './page-renderer.ts'
import { shareCardsRouter } from './share-cards.ts'
import { chooseEncoding, siteHandler, type RouteCheck } from './static.ts'

/** The repository's content/ folder (documents and the badge image are read from it). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url))

export const API_BASE = '/api/public/v2'
/** JSON bodies are small: a contact message is at most 2000 characters. */
export const BODY_LIMIT_BYTES = 16 * 1024

/** The encodings a rendered page is sent in; a new render is compressed in its client's at once. */
const RENDERED_ENCODINGS: ReadonlySet<Encoding> = new Set(['br', 'gzip'])

export type AppOptions = {
  /** The built site to serve; left out, the app answers only its API. */
  distDir?: string
  /** One JSON line per request: true writes to stdout, a function receives the lines (tests). */
  logRequests?: boolean | LogWriter
  /** Where unexpected errors are logged (stderr by default). */
  logError?: ErrorLogger
  /** Origins besides the site's own that may call the API (CORS_ORIGINS). Default: none. */
  corsOrigins?: readonly string[]
  /**
   * The proxies whose X-Forwarded-For is believed: addresses and CIDR ranges, comma-separated
   * (TRUST_PROXY's syntax). Default: nobody's.
   */
  trustProxy?: string
  /** A request not answered within this gets 503 with Retry-After (REQUEST_DEADLINE_MS). Default: 5000. */
  requestDeadlineMs?: number
  /** RATE_LIMIT_READS and RATE_LIMIT_CONTACT. Default: DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>
  /** The content database; left out, only the edge, /health and openapi.json answer. */
  db?: Database
  /** Where document files and the badge image live. Default: the repository's content/. */
  contentDir?: string
  /** Turns the admin routes on (ADMIN_TOKEN). Default: off. */
  adminToken?: string
  /** Salt of a contact message's stored address hash (CONTACT_HASH_SALT). Default: the database's. */
  contactHashSalt?: string
  /** The clock (tests move it). */
  now?: () => Date
  /**
   * The site's public origin for the sitemap, the feed, robots.txt and the pages' canonical
   * addresses (a function when it is known only once the server listens). Default:
   * http://localhost:3000.
   */
  siteUrl?: string | (() => string)
  /** The folder of the server-render bundle (default: `<distDir>-ssr`). */
  ssrDir?: string
  /** False: the Content Hub is rendered in the browser only, as the other dynamic pages are. */
  serverRendering?: boolean
  /** Threads that render pages (default: the cores less one, at least one). */
  renderThreads?: number
  /**
   * How long a page may take to render (default RENDER_TIMEOUT_MS): tests take theirs from
   * tests/limits.ts.
   */
  renderTimeoutMs?: number
}

export type AppEnv = { Variables: RequestIdVariables }

export function createApp(options: AppOptions = {}) {
  const {
    distDir,
    logRequests = false,
    logError,
    corsOrigins = [],
    trustProxy,
    requestDeadlineMs = DEFAULT_REQUEST_DEADLINE_MS,
  } = options
  const trustedProxies: TrustedProxies = parseTrustedProxies(trustProxy)
  const siteUrlOption = options.siteUrl ?? localSiteUrl(DEFAULT_PORT)
  const siteUrl = typeof siteUrlOption === 'function' ? siteUrlOption : () => siteUrlOption
  const rules: RateLimits = {
    reads: options.rateLimits?.reads ?? DEFAULT_RATE_LIMITS.reads,
    contact: options.rateLimits?.contact ?? DEFAULT_RATE_LIMITS.contact,
    renders: options.rateLimits?.renders ?? DEFAULT_RATE_LIMITS.renders,
  }
  // Rate limits and the contact message's salted hash count a client by its key: an IPv6
  // client by its /64.
  const byAddress = (c: Parameters<typeof clientAddress>[0]) =>
    rateLimitKey(clientAddress(c, trustedProxies))
  const readLimiter = new FixedWindowLimiter(rules.reads)
  // On Postgres the contact and render limits are one count shared by every instance; PGlite has
  // one process.
  const sharedLimiter = (name: 'contact' | 'render', rule: RateLimits['contact']): RateLimiter =>
    options.db !== undefined && driverOrUndefined(options.db) === 'postgres'
      ? new SharedWindowLimiter(options.db, name, rule, memoisedSecret(options.db, 'address_salt'))
      : new FixedWindowLimiter(rule)
  const contactLimiter = sharedLimiter('contact', rules.contact)
  const renderLimiter = sharedLimiter('render', rules.renders)

  const app = new Hono<AppEnv>()

  // A client's X-Request-Id (a proxy's, to follow a request across logs) is kept only when it is
  // a short safe token (SAFE_REQUEST_ID); anything else gets a fresh UUID.
  app.use(requestIds())
  if (logRequests) app.use(requestLog(logRequests === true ? writeJsonLine : logRequests))
  app.use(errorCacheControl())
  // The build's inline app loader, allowed by its hash (read once, here, at start).
  app.use(securityHeaders(distDir === undefined ? undefined : readAppLoaderSource(distDir)))
  app.use(singleHost())
  app.use(compression())

  // Liveness: the process answers. Readiness (/ready) also asks the database.
  app.get('/health', (c) => {
    skipCompression(c)
    return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' })
  })
  app.get('/ready', async (c) => {
    skipCompression(c)
    const db = options.db
    if (db !== undefined && !(await isReachable(db, 1000))) {
      return c.json({ status: 'unavailable', database: 'not answering' }, 503, {
        'Cache-Control': 'no-store',
        'Retry-After': '5',
      })
    }
    return c.json({ status: 'ready', ...(db ? { database: 'ok' } : {}) }, 200, {
      'Cache-Control': 'no-store',
    })
  })
  app.use(requestDeadline(requestDeadlineMs))

  app.use(
    '/api/*',
    corsAllowlist({ allowedOrigins: corsOrigins, trustedProxies, siteOrigin: siteUrl }),
  )
  app.use('/api/*', rateLimit(readLimiter, byAddress))
  // The client's headers first: a request without them is refused before its body is read.
  const checkClientHeaders = requireClientHeaders()
  app.use(`${API_BASE}/*`, async (c, next) => {
    if (c.req.method === 'OPTIONS' || isExemptFromClientHeaders(c.req.method, c.req.path)) {
      return next()
    }
    return checkClientHeaders(c, next)
  })
  const limitBody = bodyLimit({
    maxSize: BODY_LIMIT_BYTES,
    onError: (c) => c.json({ error: `Request body larger than ${BODY_LIMIT_BYTES} bytes` }, 413),
  })
  // GET and HEAD have no body; asking the Node adapter for one would build a whole Request.
  app.use('/api/*', (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next),
  )
  app.use('/api/*', rejectBadText())

  // The contract, generated from the routes' zod schemas (the same that validate requests).
  const document = apiDocument(API_ROUTES, API_BASE)
  app.get(`${API_BASE}/openapi.json`, (c) =>
    c.json(document, 200, { 'Cache-Control': 'public, max-age=300' }),
  )
  // The same document for people: one plain HTML page, rendered here, nothing from elsewhere.
  app.get('/api/docs', (c) =>
    c.html(renderApiDocs(document as unknown as OpenApiDocument, API_BASE), 200, {
      'Cache-Control': 'public, max-age=300',
    }),
  )

  const routeChecks: Record<string, RouteCheck> = {}
  // The content reads a server-rendered page makes, answered in this process: the API's routes
  // without the middleware meant for browsers (CORS, rate limits by address).
  const contentReads = new Hono()
  // Hono's own handler would print the whole error, a failed query's parameters with it: one
  // JSON line instead, naming the route (its pattern: a path can hold a visitor's search).
  contentReads.onError((error, c) => {
    logProblem('A content read for a server render failed', error, { route: c.req.routePath })
    return isDatabaseUnavailable(error) ? unavailable(c) : c.json({ error: 'Internal error' }, 500)
  })
  let renderer: ReturnType<typeof createPageRenderer> | undefined
  const discovery: DiscoveryOptions = { siteUrl, distDir }
  if (options.db !== undefined) {
    const now = options.now ?? (() => new Date())
    const cache = new ResponseCache(undefined, now)
    // Content reads are cached until a content sync or an admin write changes the data they were
    // read from (on Postgres, in any instance: the change feed relays it here).
    onContentChanged((change) => cache.drop(change.areas))
    const deps: RouteDeps = {
      db: options.db,
      cache,
      contentDir: options.contentDir ?? DEFAULT_CONTENT_DIR,
      clientAddress: byAddress,
      contactLimiter,
      adminToken: options.adminToken || undefined,
      contactHashSalt: options.contactHashSalt || undefined,
      now,
    }
    app.route(API_BASE, notificationsRouter(deps))
    app.route(API_BASE, blogsRouter(deps))
    const articleFound = articleExists(deps)
    routeChecks['/blog/post/$slug'] = ([, , slug]) => articleFound(slug ?? '')
    // A category or tag the Content Hub does not have is Not Found, as the page shows it, not a
    // render of its own (a malformed value goes on to the page, which drops it from the address).
    const filtersFound = blogFiltersExist(deps)
    routeChecks['/blog'] = (_segments, url) => filtersFound(url.searchParams)
    app.route(API_BASE, certificatesRouter(deps))
    app.route(API_BASE, filesRouter(deps))
    app.route(API_BASE, pciBadgeRouter(deps, API_BASE))
    app.route(API_BASE, branchesRouter(deps))
    app.route(API_BASE, indicesRouter(deps))
    app.route(API_BASE, contactRouter(deps))
    if (distDir !== undefined && options.serverRendering !== false) {
      renderer = createPageRenderer({
        distDir,
        ssrDir: options.ssrDir,
        fetch: async (input, init) =>
          contentReads.fetch(
            input instanceof Request
              ? input
              : new Request(new URL(String(input), 'http://localhost'), init),
          ),
        ...(options.renderThreads === undefined ? {} : { threads: options.renderThreads }),
        ...(options.renderTimeoutMs === undefined ? {} : { timeoutMs: options.renderTimeoutMs }),
        // One JSON line, as the request log: the cause, never what a visitor typed.
        log: logProblem,
        siteUrl,
        ...(options.now === undefined ? {} : { clock: options.now }),
      })
    }
    // The contact form sent without JavaScript, answered with its page (before the site's pages).
    // Each post is a render, so each counts against the address's render budget, valid or not.
    app.route(
      '/',
      contactFormPostRouter(deps, {
        maxBodyBytes: BODY_LIMIT_BYTES,
        ...(renderer === undefined ? {} : { renderPage: renderer.renderWithState }),
        admitRender: async (c) => renderLimiter.hit(byAddress(c)),
        logError,
      }),
    )
    app.route(API_BASE, adminRouter(deps))
    // Articles' share cards (og:image); the build draws the other pages' cards.
    app.route('/', shareCardsRouter(deps))
    discovery.content = deps
    contentReads.route(API_BASE, blogsRouter(deps))
    contentReads.route(API_BASE, certificatesRouter(deps))
    contentReads.route(API_BASE, pciBadgeRouter(deps, API_BASE))
    contentReads.route(API_BASE, branchesRouter(deps))
    contentReads.route(API_BASE, indicesRouter(deps))
  }

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  // Before the site, which would answer these paths with the app's Not Found page.
  app.route('/', discoveryRouter(discovery))
  if (distDir !== undefined) {
    const pages = renderer
    app.get(
      '*',
      siteHandler({
        distDir,
        routeChecks,
        ...(pages === undefined
          ? {}
          : {
              // A render the cache cannot answer also spends the address's render budget.
              renderPage: (route: string, url: URL, c: Context) =>
                pages(
                  route,
                  url,
                  async () => renderLimiter.hit(byAddress(c)),
                  chooseEncoding(c.req.header('accept-encoding'), RENDERED_ENCODINGS),
                ),
            }),
        // A page the server renders costs what an API read does, from the same budget.
        limitRender: async (c, route) => {
          if (!renderer?.renders(route)) return null
          const decision = await readLimiter.hit(byAddress(c))
          return decision.allowed ? null : busyPage(c, 429, decision.resetInMs / 1000)
        },
        siteUrl,
        clock: options.now,
      }),
    )
  }

  const handleError = errorHandler(logError)
  // A database out of reach is not the request's fault: 503 with Retry-After, not 500.
  app.onError((error, c) => {
    if (!isDatabaseUnavailable(error)) return handleError(error, c)
    ;(logError ?? logErrorToStderr)({
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      ...describeError(error),
    })
    return unavailable(c)
  })

  return Object.assign(app, {
    /** Ends the render threads (the server's shutdown; a test's end). */
    close: async () => {
      await renderer?.close()
    },
  })
}

/**
 * Paths a browser opens without our headers: file downloads from plain links and the badge
 * image in an <img>. Admin routes have their own bearer token and check it themselves.
 */
export function isExemptFromClientHeaders(method: string, path: string): boolean {
  const sub = path.slice(API_BASE.length)
  if (sub === '/openapi.json' || sub.startsWith('/admin/') || sub === '/admin') return true
  const read = method === 'GET' || method === 'HEAD'
  return read && (sub.startsWith('/filehandler/') || sub === '/PciBadge/image')
}
