/**
 * The browser title for a URL path, by the spec's rules:
 * - `/` is the product name;
 * - one segment: its friendly name, else the hyphenated segment in title case;
 * - several segments: "Section | Page", the section in title case and the page by the rule above;
 * - a third segment that is not a number is appended in upper case in brackets.
 * A page's friendly name, beyond the spec's own, is the title its route declares in `staticData`
 * (given as `routeTitle`), so no second list of names is kept.
 */

/** The spec's friendly names ("Page titles"): they win over a route's own title. */
export const friendlyNames: Readonly<Record<string, string>> = {
  'atm-switching': 'ATM Switching',
  login: 'Member Services',
  'branch-search': 'Bank Branch Locator',
  csr: 'Social Responsibility',
  'our-heritage': 'Our History',
  speakers: "Speakers' Corner",
  'swift-solutions': 'SWIFT Solutions',
  paia: 'PAIA',
}

/** The title the route at a path (`/services/eft`, no trailing slash) declares, if any. */
export type RouteTitle = (path: string) => string | undefined

/** Words that are written in capitals wherever title case meets them. */
const acronyms: Readonly<Record<string, string>> = {
  atm: 'ATM',
  eft: 'EFT',
  pos: 'POS',
  '3d': '3D',
  rpp: 'RPP',
  avs: 'AVS',
  edo: 'EDO',
  icms: 'ICMS',
  tfm: 'TFM',
  swift: 'SWIFT',
  paia: 'PAIA',
  csr: 'CSR',
  sadc: 'SADC',
  tcib: 'TCIB',
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Splits a path (or a full URL) into its decoded, non-empty segments, ignoring query and hash. */
export function pathSegments(path: string): string[] {
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '')
  const pathname = withoutOrigin.split(/[?#]/, 1)[0] ?? ''
  return pathname
    .split('/')
    .map((segment) => decodeSegment(segment).trim())
    .filter((segment) => segment.length > 0)
}

export function titleCase(segment: string): string {
  return segment
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => {
      const lower = word.toLowerCase()
      return acronyms[lower] ?? lower.charAt(0).toUpperCase() + lower.slice(1)
    })
    .join(' ')
}

/** The name of the page at `path`, whose last segment is `segment`. */
function pageName(segment: string, path: string, routeTitle: RouteTitle): string {
  return friendlyNames[segment.toLowerCase()] ?? routeTitle(path) ?? titleCase(segment)
}

const noRoutes: RouteTitle = () => undefined

export function pageTitle(path: string, productName: string, routeTitle = noRoutes): string {
  const [section, page, detail] = pathSegments(path)
  if (section === undefined) return productName
  if (page === undefined) return pageName(section, `/${section}`, routeTitle)
  const title = `${titleCase(section)} | ${pageName(page, `/${section}/${page}`, routeTitle)}`
  if (detail === undefined || /^\d+$/.test(detail)) return title
  return `${title} (${detail.toUpperCase()})`
}

/** A route as the route tree holds it, for its title. */
interface TitledRoute {
  fullPath: string
  options: { staticData?: { title?: string } }
}

/** The titles the routes declare, looked up by path (trailing slash and case ignored). */
export function routeTitles(routes: Iterable<TitledRoute>): RouteTitle {
  const titles = new Map<string, string>()
  for (const { fullPath, options } of routes) {
    const title = options.staticData?.title
    if (title !== undefined && fullPath !== '/') titles.set(fullPath.replace(/\/$/, ''), title)
  }
  return (path) => titles.get(path.toLowerCase())
}
