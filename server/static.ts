import { readFile, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { PRERENDERED_DIR, prerenderedFile } from './prerendered.ts'

/** Hashed build output never changes under its name: browsers keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The app's HTML is revalidated on every load so a deploy is seen at once. */
export const NO_CACHE = 'no-cache'
/** Unhashed public files (favicon, robots.txt, logos, manifest) may change in place. */
export const SHORT_CACHE = 'public, max-age=3600'

/** Whether a request path (its decoded segments) that matches a dynamic route names a real page. */
export type RouteCheck = (segments: readonly string[]) => Promise<boolean>

export type SiteOptions = {
  /** The folder `vite build` wrote: index.html, assets/, routes.json and the public files. */
  distDir: string
  /**
   * For dynamic routes whose values live in the database (`/blog/post/$slug`): a check that the
   * value exists, so that an unknown one answers 404 rather than 200.
   */
  routeChecks?: Readonly<Record<string, RouteCheck>>
}

/**
 * The decoded segments of a URL path, or null when a segment could climb out of the served folder
 * (`.`, `..`, an encoded slash or backslash, a NUL byte) or cannot be decoded.
 */
export function safeSegments(pathname: string): string[] | null {
  const segments: string[] = []
  for (const raw of pathname.split('/').slice(1)) {
    let segment: string
    try {
      segment = decodeURIComponent(raw)
    } catch {
      return null
    }
    if (segment === '.' || segment === '..' || /[/\\\0]/.test(segment)) return null
    segments.push(segment)
  }
  return segments
}

/**
 * Whether `segments` (a request path without its trailing slash) names a route of the app.
 * A route segment `$name` matches one non-empty segment; a lone `$` matches the rest of the path.
 */
export function matchesRoute(route: string, segments: readonly string[]): boolean {
  const routeSegments = route.split('/').filter(Boolean)
  for (const [index, routeSegment] of routeSegments.entries()) {
    const segment = segments[index]
    if (routeSegment === '$') return segments.slice(index).every((rest) => rest.length > 0)
    if (segment === undefined || segment === '') return false
    if (!routeSegment.startsWith('$') && routeSegment !== segment) return false
  }
  return segments.length === routeSegments.length
}

function withoutTrailingEmpty(segments: string[]): string[] {
  const trimmed = [...segments]
  while (trimmed.length > 0 && trimmed.at(-1) === '') trimmed.pop()
  return trimmed
}

async function readRoutes(distDir: string): Promise<string[]> {
  const text = await readFile(join(distDir, 'routes.json'), 'utf8')
  const routes: unknown = JSON.parse(text)
  if (!Array.isArray(routes) || !routes.every((route) => typeof route === 'string')) {
    throw new Error(`${join(distDir, 'routes.json')} is not a JSON array of route paths.`)
  }
  return routes
}

async function fileAt(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile()
  } catch {
    return false
  }
}

/** Files a browser must ask for every time: the app's HTML and the service worker. */
const ALWAYS_REVALIDATED = new Set(['sw.js', 'manifest.webmanifest'])

function cacheControlFor(segments: readonly string[]): string {
  if (segments[0] === 'assets') return IMMUTABLE
  if (segments.at(-1)?.endsWith('.html')) return NO_CACHE
  if (segments.length === 1 && ALWAYS_REVALIDATED.has(segments[0] ?? '')) return NO_CACHE
  return SHORT_CACHE
}

/**
 * Serves the built site: files as they are, known routes as the app with 200, anything else (and
 * a dynamic route whose check fails) as the app with 404 (the app then renders its Not Found page).
 */
export function siteHandler({ distDir, routeChecks = {} }: SiteOptions) {
  const root = resolve(distDir)
  const indexPath = join(root, 'index.html')
  let loaded: Promise<{ indexHtml: string; routes: string[] }> | undefined
  const load = () =>
    (loaded ??= Promise.all([readFile(indexPath, 'utf8'), readRoutes(root)]).then(
      ([indexHtml, routes]) => ({ indexHtml, routes }),
    ))
  // A page the build rendered ahead of time, or null when it has none (read once per path).
  const prerendered = new Map<string, Promise<string | null>>()
  const prerenderedPage = (path: string) => {
    let page = prerendered.get(path)
    if (page === undefined) {
      page = readFile(join(root, prerenderedFile(path)), 'utf8').catch(() => null)
      prerendered.set(path, page)
    }
    return page
  }

  return async (c: Context) => {
    const { indexHtml, routes } = await load()
    const url = new URL(c.req.url)
    // The page prerendered for `path`, else the app to render in the browser. A query string can
    // change what a page shows, so such a request always gets the app.
    const page = async (status: 200 | 404, path: string | null) => {
      const html =
        (path !== null && url.search === '' && (await prerenderedPage(path))) || indexHtml
      return c.html(html, status, { 'Cache-Control': NO_CACHE })
    }
    // The Not Found page is left to the browser: TanStack Router renders it in a Suspense
    // boundary on the client that it leaves out on the server, so it cannot be hydrated.
    const notFound = () => page(404, null)

    const segments = safeSegments(url.pathname)
    // Prerendered pages are served at their routes' addresses only.
    if (segments === null || segments[0] === PRERENDERED_DIR) return notFound()

    const filePath = resolve(root, ...segments)
    if (filePath.startsWith(root + sep) && (await fileAt(filePath))) {
      const body = await readFile(filePath)
      return c.body(body, 200, {
        'Content-Type': getMimeType(filePath) ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(segments),
      })
    }

    const path = withoutTrailingEmpty(segments)
    const route = routes.find((candidate) => matchesRoute(candidate, path))
    if (route === undefined) return notFound()
    const check = routeChecks[route]
    if (check !== undefined && !(await check(path))) return notFound()
    return page(200, route.includes('$') ? null : route)
  }
}
