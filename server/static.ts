import { readdir, readFile } from 'node:fs/promises'
import { join, relative, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { skipCompression } from './middleware/compression.ts'
import { logProblem } from './middleware/errors.ts'
import { currentYear, withCurrentYear } from './current-year.ts'
import { busyPage } from './busy-page.ts'
import type { ServerPage } from './page-renderer.ts'
import {
  type Body,
  compressionOptions,
  type Effort,
  type Encoding,
  entityTag,
  type FinishedPage,
} from './page-bytes.ts'
import { NOT_FOUND_FILE, PRERENDERED_DIR, prerenderedFile, REDIRECTS_FILE } from './prerendered.ts'
import { SITE_URL_PLACEHOLDER, withSiteUrl } from './site-url.ts'

/** Hashed build output never changes under its name: browsers keep it for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** The app's HTML is revalidated on every load so a deploy is seen at once. */
export const NO_CACHE = 'no-cache'
/** Unhashed public files (favicon, robots.txt, logos, manifest) may change in place. */
export const SHORT_CACHE = 'public, max-age=3600'

/**
 * Whether a request (its path's decoded segments and its URL) names a real page of its route: an
 * article that exists, a category or tag the Content Hub has. Checked before anything renders.
 */
export type RouteCheck = (segments: readonly string[], url: URL) => Promise<boolean>

export type SiteOptions = {
  /** The folder `vite build` wrote: index.html, assets/, routes.json and the public files. */
  distDir: string
  /**
   * For dynamic routes whose values live in the database (`/blog/post/$slug`): a check that the
   * value exists, so that an unknown one answers 404 rather than 200.
   */
  routeChecks?: Readonly<Record<string, RouteCheck>>
  /**
   * Renders the pages made from the database on the server (`/blog`, `/blog/post/$slug`); where it
   * cannot, such a page is sent to be rendered in the browser after its route check.
   */
  renderPage?: (route: string, url: URL, c: Context) => Promise<ServerPage | null>
  /**
   * The site's public origin, put in place of the placeholder origin the build wrote into the
   * HTML's absolute addresses (canonical links, `og:url`, structured data).
   */
  siteUrl: () => string
  /** The time now, for the year the pages show (tests move it). */
  clock?: () => Date
  /**
   * Every request for a page the server renders is counted against its client's budget: an
   * answer here (429) refuses it before anything renders.
   */
  limitRender?: (c: Context, route: string) => Promise<Response | null>
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
  const routeSegments = segmentsOfRoute(route)
  // Most routes differ in length from the path (a rest segment `$` excepted): the cheap test first.
  if (!route.endsWith('$') && segments.length !== routeSegments.length) return false
  for (const [index, routeSegment] of routeSegments.entries()) {
    const segment = segments[index]
    if (routeSegment === '$') return segments.slice(index).every((rest) => rest.length > 0)
    if (segment === undefined || segment === '') return false
    if (!routeSegment.startsWith('$') && routeSegment !== segment) return false
  }
  return segments.length === routeSegments.length
}

/** Route patterns split once: every request is matched against each route in turn. */
const routeSegmentCache = new Map<string, readonly string[]>()
function segmentsOfRoute(route: string): readonly string[] {
  let segments = routeSegmentCache.get(route)
  if (segments === undefined) {
    segments = route.split('/').filter(Boolean)
    routeSegmentCache.set(route, segments)
  }
  return segments
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

type Redirects = Readonly<Record<string, string>>

/** The redirect routes' targets the build wrote (none for a build without the file). */
async function readRedirects(distDir: string): Promise<Redirects> {
  const file = join(distDir, REDIRECTS_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
  const redirects: unknown = JSON.parse(text)
  if (
    typeof redirects !== 'object' ||
    redirects === null ||
    !Object.values(redirects).every((target) => typeof target === 'string')
  ) {
    throw new Error(`${file} is not a JSON object of redirect targets.`)
  }
  return redirects as Redirects
}

/**
 * Where a redirect route sends a request: its target, with the request's query string when the
 * target is a path on this site (a tracking parameter survives the move).
 */
export function redirectLocation(target: string, url: URL): string {
  if (!target.startsWith('/') || target.startsWith('//') || url.search === '') return target
  return target.includes('?') ? `${target}&${url.search.slice(1)}` : `${target}${url.search}`
}

/** The encodings the build writes beside a text file (`.br`, `.gz`), in our order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const
export type { Encoding }
type Copy = (typeof ENCODINGS)[number]

const QVALUE = /^\s*q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)\s*$/i

/**
 * The weight (0 to 1) an Accept-Encoding header gives each encoding we can send: an encoding it
 * does not name gets the weight of `*`, else 0; `q=0`, or a malformed weight, refuses it.
 */
export function encodingWeights(header: string | undefined): Record<Encoding, number> {
  const weights = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';')
    const coding = name.trim().toLowerCase()
    if (coding === '') continue
    let weight = 1
    for (const param of params) {
      if (!/^\s*q\s*=/i.test(param)) continue
      const value = QVALUE.exec(param)?.[1]
      weight = value === undefined ? 0 : Number(value)
    }
    weights.set(coding === 'x-gzip' ? 'gzip' : coding, weight)
  }
  const weigh = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0
  return { br: weigh('br'), gzip: weigh('gzip') }
}

/** The encoded copy to send: the one the client weighs highest (br on a tie), or none. */
export function chooseEncoding(
  header: string | undefined,
  available: ReadonlySet<Encoding>,
): Encoding | undefined {
  const weights = encodingWeights(header)
  let chosen: Encoding | undefined
  for (const { name } of ENCODINGS) {
    if (!available.has(name) || weights[name] <= 0) continue
    if (chosen === undefined || weights[name] > weights[chosen]) chosen = name
  }
  return chosen
}

/**
 * A file of the build, read once, with the compressed copies the build wrote beside it, and its
 * entity tag: weak, since its encodings hold the same content in different bytes.
 */
type SiteFile = {
  plain: Body
  /** The encodings it can be sent in, each made (or read) once, when first asked for. */
  encoded: ReadonlyMap<Encoding, () => Promise<Body>>
  etag: string
}

/** Each encoding's copy made once, when first asked for. */
function encodedOnDemand(
  encodings: readonly Encoding[],
  make: (encoding: Encoding) => Promise<Body>,
): ReadonlyMap<Encoding, () => Promise<Body>> {
  return new Map(
    encodings.map((encoding) => {
      let made: Promise<Body> | undefined
      return [encoding, () => (made ??= make(encoding))] as const
    }),
  )
}

/**
 * Whether an If-None-Match header names `etag` (weak comparison, as RFC 9110 asks for
 * If-None-Match), or is `*`.
 */
export function matchesEntityTag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return header.split(',').some((tag) => opaque(tag) === opaque(etag))
}

/** A file's type; Markdown (the widget library's changelog) is shown as text, not downloaded. */
function contentTypeOf(file: string): string {
  if (file.endsWith('.md')) return 'text/plain; charset=UTF-8'
  return getMimeType(file) ?? 'application/octet-stream'
}

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** `text` encoded as `encoding`, as small as the build's own copies. */
async function compress(text: Body, encoding: Encoding, effort: Effort = 'most'): Promise<Body> {
  const options = compressionOptions(encoding, effort, text.byteLength)
  const encoded = encoding === 'br' ? await brotli(text, options) : await gzipAsync(text, options)
  return new Uint8Array(encoded)
}

/**
 * An HTML file the build wrote for any origin and year: the text with SITE_URL in place of the
 * placeholder origin and this year in the footer, and in memory the encodings the build wrote
 * copies of (those copies hold the placeholder and the build's year).
 */
function forThisSite(
  source: Body | string,
  encodings: readonly Encoding[],
  siteUrl: string,
  year: number,
  effort: Effort = 'most',
): Promise<SiteFile> {
  const plain = typeof source === 'string' ? source : Buffer.from(source).toString('utf8')
  const html = withCurrentYear(withSiteUrl(plain, siteUrl), year)
  const text = new Uint8Array(Buffer.from(html))
  // Compressed when a client first asks for that encoding: a page rendered for one visitor is
  // mostly sent once, in the one encoding that visitor's browser takes.
  const encoded = encodedOnDemand(encodings, (name) => compress(text, name, effort))
  return Promise.resolve({ plain: text, encoded, etag: entityTag(text) })
}

const PLACEHOLDER_BYTES = Buffer.from(SITE_URL_PLACEHOLDER)
const YEAR_BYTES = Buffer.from('data-current-year')

/** Every file under `root`, as `/`-separated paths relative to it. */
async function listFiles(root: string): Promise<Set<string>> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true })
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')),
  )
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
 *
 * The build output does not change while the server runs: the list of its files is read once, and
 * each file (with the `.br` and `.gz` copies the build wrote beside it) on its first request. A
 * client that accepts one of those gets it as it is; nothing here is compressed per request. The
 * exception is HTML that names the placeholder origin (a prerendered page's canonical link and
 * structured data) or shows the year: on its first request (and its first in a new year) SITE_URL
 * takes the placeholder's place, this year the build's, and the copies are compressed again from
 * that text, once, in memory.
 */
export function siteHandler({
  distDir,
  routeChecks = {},
  renderPage,
  siteUrl,
  clock = () => new Date(),
  limitRender = () => Promise.resolve(null),
}: SiteOptions) {
  const root = resolve(distDir)
  type Site = { files: Set<string>; routes: string[]; redirects: Redirects }
  let loaded: Promise<Site> | undefined
  const load = () =>
    (loaded ??= Promise.all([listFiles(root), readRoutes(root), readRedirects(root)]).then(
      ([files, routes, redirects]) => ({ files, routes, redirects }),
    ))
  const read = (path: string) => readFile(join(root, ...path.split('/'))) as Promise<Body>
  // A file as it is, with the copies the build wrote beside it; an HTML file (or a registry item)
  // that names the placeholder origin or shows the year with SITE_URL and this year in their
  // places, and its copies made again from that text.
  const readSiteFile = async (
    path: string,
    copies: readonly Copy[],
    year: number,
  ): Promise<SiteFile> => {
    const plain = await read(path)
    const bytes = Buffer.from(plain)
    // The widget registry's items (/r/*.json) name each other by the site's address too.
    const registryItem = path.startsWith('r/') && path.endsWith('.json')
    if (
      (path.endsWith('.html') &&
        (bytes.includes(PLACEHOLDER_BYTES) || bytes.includes(YEAR_BYTES))) ||
      (registryItem && bytes.includes(PLACEHOLDER_BYTES))
    ) {
      return forThisSite(
        plain,
        copies.map(({ name }) => name),
        siteUrl(),
        year,
      )
    }
    const encoded = await Promise.all(
      copies.map(async ({ name, suffix }) => [name, await read(path + suffix)] as const),
    )
    return {
      plain,
      encoded: new Map(encoded.map(([name, body]) => [name, () => Promise.resolve(body)] as const)),
      etag: entityTag(plain),
    }
  }
  // Each file as read in the year it was read in: HTML that shows the year is made again in a
  // new year. Only paths in `files` are read, so the map holds at most the build output.
  const contents = new Map<string, { year: number; file: Promise<SiteFile> }>()
  const siteFile = (files: ReadonlySet<string>, path: string) => {
    const year = currentYear(clock())
    let entry = contents.get(path)
    if (entry === undefined || (entry.year !== year && path.endsWith('.html'))) {
      const file = readSiteFile(
        path,
        ENCODINGS.filter(({ suffix }) => files.has(path + suffix)),
        year,
      )
      entry = { year, file }
      // A file that vanished is read again next time rather than failing forever.
      file.catch(() => {
        if (contents.get(path)?.file === file) contents.delete(path)
      })
      contents.set(path, entry)
    }
    return entry.file
  }

  // A rendered page as sent: finished where it was rendered (SITE_URL and this year in place, its
  // bytes, their ETag, the encoding its first visitor took); other encodings compressed once, when
  // first asked for, as long as the renderer keeps the page.
  const rendered = new WeakMap<FinishedPage, SiteFile>()
  const renderedFile = (page: FinishedPage): SiteFile => {
    let file = rendered.get(page)
    if (file === undefined) {
      const made = page.encoded
      file = {
        plain: page.plain,
        etag: page.etag,
        encoded: encodedOnDemand(['br', 'gzip'], (name) => {
          const copy = made[name]
          return copy === undefined ? compress(page.plain, name, 'quick') : Promise.resolve(copy)
        }),
      }
      rendered.set(page, file)
    }
    return file
  }

  // Every answer carries its file's ETag; a page the client holds already (If-None-Match) is
  // answered 304 without a body, so revalidating no-cache HTML costs a few bytes.
  const send = async (
    c: Context,
    { plain, encoded, etag }: SiteFile,
    status: 200 | 404,
    headers: { 'Content-Type': string; 'Cache-Control': string },
  ) => {
    skipCompression(c)
    const vary: Record<string, string> = encoded.size > 0 ? { Vary: 'Accept-Encoding' } : {}
    if (status === 200 && matchesEntityTag(c.req.header('if-none-match'), etag)) {
      return c.body(null, 304, { ETag: etag, 'Cache-Control': headers['Cache-Control'], ...vary })
    }
    const encoding = chooseEncoding(c.req.header('accept-encoding'), new Set(encoded.keys()))
    const body = encoding === undefined ? plain : ((await encoded.get(encoding)?.()) ?? plain)
    return c.body(body, status, {
      ...headers,
      ETag: etag,
      ...vary,
      ...(encoding !== undefined ? { 'Content-Encoding': encoding } : {}),
    })
  }

  return async (c: Context) => {
    const { files, routes, redirects } = await load()
    const url = new URL(c.req.url)
    const html = async (status: 200 | 404, file: string) =>
      send(c, await siteFile(files, file), status, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': NO_CACHE,
      })
    // The page prerendered for `path` whatever the query string (a tracking parameter changes
    // nothing; a page whose params change what it shows is rendered by the server first), else
    // the app to render in the browser.
    const page = (path: string | null) => {
      const prerendered = path === null ? undefined : prerenderedFile(path)
      return html(
        200,
        prerendered !== undefined && files.has(prerendered) ? prerendered : 'index.html',
      )
    }
    // The Not Found page the build rendered (the browser renders it again rather than hydrating
    // it: TanStack Router renders it in a Suspense boundary on the client that it leaves out on
    // the server).
    const notFound = () => html(404, files.has(NOT_FOUND_FILE) ? NOT_FOUND_FILE : 'index.html')

    const segments = safeSegments(url.pathname)
    if (segments === null) return notFound()
    // The file a path names, with empty segments dropped as the file system would.
    const filePath = segments.filter(Boolean)
    // Prerendered pages are served at their routes' addresses only.
    if (filePath[0] === PRERENDERED_DIR) return notFound()

    const file = filePath.join('/')
    if (files.has(file)) {
      return send(c, await siteFile(files, file), 200, {
        'Content-Type': contentTypeOf(file),
        'Cache-Control': cacheControlFor(filePath),
      })
    }

    const path = withoutTrailingEmpty(segments)
    const route = routes.find((candidate) => matchesRoute(candidate, path))
    if (route === undefined) return notFound()
    const target = redirects[route]
    if (target !== undefined) {
      return c.body(null, 301, {
        Location: redirectLocation(target, url),
        'Cache-Control': NO_CACHE,
      })
    }
    // An unknown article, category or tag is Not Found before anything renders or is asked for.
    const check = routeChecks[route]
    if (check !== undefined && !(await passes(check, route, path, url))) return notFound()
    const refused = renderPage === undefined ? null : await limitRender(c, route)
    if (refused !== null) return refused
    const rendered = await renderPage?.(route, url, c)
    if (rendered?.status === 301) {
      return c.body(null, 301, { Location: rendered.location, 'Cache-Control': NO_CACHE })
    }
    if (rendered?.status === 429 || rendered?.status === 503) {
      return busyPage(c, rendered.status, rendered.retryAfterSeconds)
    }
    if (rendered && 'file' in rendered) {
      return send(c, renderedFile(rendered.file), rendered.status, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Cache-Control': NO_CACHE,
      })
    }
    return page(route.includes('$') ? null : route)
  }
}

/**
 * Whether a route's check lets the address through. A check that cannot answer (its database is
 * down) lets it through, logged: the page then renders, or falls back to the app's own page,
 * rather than failing the visitor with a 500 over a question it could not ask.
 */
async function passes(
  check: RouteCheck,
  route: string,
  path: readonly string[],
  url: URL,
): Promise<boolean> {
  try {
    return await check(path, url)
  } catch (error) {
    logProblem('A route check failed; the page is served unchecked', error, { route })
    return true
  }
}
