/**
 * The answers of the content API, as the server's response schemas define them
 * (`server/contract/`, the same schemas that generate /api/public/v2/openapi.json and check every
 * answer in server/contract.test.ts). Types only: no schema code reaches the browser.
 */
import type { z } from 'zod'
import type * as Blogs from '../../server/contract/blogs'
import type * as Branches from '../../server/contract/branches'
import type * as Certificates from '../../server/contract/certificates'
import type * as Contact from '../../server/contract/contact'
import type * as Indices from '../../server/contract/indices'
import type * as Notifications from '../../server/contract/notifications'
import type * as PciBadges from '../../server/contract/pci-badge'

// Defined once, in plain lists (no schema code): the form's and the filter's choices.
export { CONTACT_TOPICS, type ContactTopic } from '../../server/contract/contact-topics'
export type { IndexFormat } from '../../server/contract/index-formats'
export { PROVINCES, type Province } from '../../server/contract/provinces'

export type Notification = z.infer<typeof Notifications.notificationResponse>

export type BlogCategory = z.infer<typeof Blogs.blogCategory>
export type ArticleSummary = z.infer<typeof Blogs.articleSummary>
export type BlogLanding = z.infer<typeof Blogs.landingResponse>
/** Its `bodyHtml` is sanitised on the server: no scripts, event handlers or javascript: URLs. */
export type Article = z.infer<typeof Blogs.postResponse>
export type BlogSearchHit = z.infer<typeof Blogs.searchHit>
export type BlogCategorySummary = z.infer<typeof Blogs.categorySummary>
/** A tag of a published article, with how many published articles carry it. */
export type BlogTagSummary = z.infer<typeof Blogs.tagSummary>

export type Certificate = z.infer<typeof Certificates.certificate>

export type PciBadge = z.infer<typeof PciBadges.badgeResponse>

export type Bank = z.infer<typeof Branches.bank>
export type Branch = z.infer<typeof Branches.branch>
/** `countsByProvince`: branches per province for the current q and bank (province ignored). */
export type BranchesAnswer = z.infer<typeof Branches.branchesResponse>

export type IndexSeriesSummary = z.infer<typeof Indices.indexSeriesSummary>
export type IndexSeries = z.infer<typeof Indices.seriesResponse>

export type ContactReceipt = z.infer<typeof Contact.contactResponse>
