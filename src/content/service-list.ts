import { SERVICE_GROUPS } from './service-groups'
import type { ServiceListing } from './services/types'

/**
 * Every service's listing, gathered from the `service` export of each module in
 * `src/content/services/` at build time (only that export: the pages' copy stays with their
 * routes). A new service is its module and its route; nothing here lists it.
 */
const listings = import.meta.glob<ServiceListing>(['./services/*.ts', '!./services/types.ts'], {
  eager: true,
  import: 'service',
  // A module of its own for each listing (the query makes it one), so the bundler keeps only the
  // listing here and each page's copy stays in its route's chunk.
  query: '?listing',
})

const groupOrder = (listing: ServiceListing) => SERVICE_GROUPS.indexOf(listing.group)

/** Every service, in the menu's order: by group, then by heading. */
export const serviceList: readonly ServiceListing[] = Object.values(listings).sort(
  (a, b) => groupOrder(a) - groupOrder(b) || a.heading.localeCompare(b.heading, 'en'),
)

/** Every service by its key, for "Related services". */
export const servicesByKey: ReadonlyMap<string, ServiceListing> = new Map(
  serviceList.map((listing) => [listing.key, listing]),
)
