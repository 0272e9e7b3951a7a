/**
 * What a content change can touch: the content folder's top-level folders (a sync's paths start
 * with them) and the API resources read from each. A change names its areas, and the caches drop
 * only what was read from those: an admin write to a notification keeps the rendered articles.
 */
export const CONTENT_AREAS = [
  'blog',
  'documents',
  'notifications',
  'branches',
  'indices',
  'pci-badge',
] as const
export type ContentArea = (typeof CONTENT_AREAS)[number]
/** The areas a change touched; `all` when it cannot say (a missed announcement, a reconnect). */
export type ChangedAreas = readonly ContentArea[] | 'all'

const isArea = (value: string): value is ContentArea =>
  (CONTENT_AREAS as readonly string[]).includes(value)

/** The areas of content files (`blog/eft.md` is `blog`); `all` for none or one outside them. */
export function areasOfPaths(paths: readonly string[]): ChangedAreas {
  if (paths.length === 0) return 'all'
  const areas = new Set<ContentArea>()
  for (const path of paths) {
    const folder = path.split('/')[0] ?? ''
    if (!isArea(folder)) return 'all'
    areas.add(folder)
  }
  return [...areas]
}

/** Each API resource (the path segment after the API base) and the area it is read from. */
const RESOURCE_AREAS: Readonly<Record<string, ContentArea>> = {
  PublicBlogs: 'blog',
  Certificates: 'documents',
  filehandler: 'documents',
  Notifications: 'notifications',
  Branches: 'branches',
  Indices: 'indices',
  PciBadge: 'pci-badge',
}

/** The area an API path (or route pattern) reads, by its resource segment; undefined if none. */
export function areaOfApiPath(path: string): ContentArea | undefined {
  for (const segment of path.split(/[/?#]/)) {
    const area = RESOURCE_AREAS[segment]
    if (area !== undefined) return area
  }
  return undefined
}

/** The content cache's own keys (besides `json:` answers) and the area each is read from. */
const KEY_AREAS: Readonly<Record<string, ContentArea>> = {
  'published-slugs': 'blog',
  // The blog search's articles, read once per content version.
  blogs: 'blog',
  'share-cards': 'blog',
  // The sitemap's articles and the feed.
  xml: 'blog',
  files: 'documents',
  branches: 'branches',
  notifications: 'notifications',
}

/**
 * The area a content-cache key was read from: a `json:<day>:<route>:…` answer by its route's
 * resource, the others by their prefix. Undefined for a key it does not know, which every change
 * then drops (the safe side).
 */
export function areaOfCacheKey(key: string): ContentArea | undefined {
  const [prefix = '', , route = ''] = key.split(':')
  if (prefix === 'json') return areaOfApiPath(route)
  return KEY_AREAS[prefix]
}

/** Whether something read from `area` (undefined: unknown) must go after a change of `changed`. */
export function touches(changed: ChangedAreas, area: ContentArea | undefined): boolean {
  return changed === 'all' || area === undefined || changed.includes(area)
}
