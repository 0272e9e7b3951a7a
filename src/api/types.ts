/** The answers of the content API (its schemas live in server/routes; see /api/public/v2/openapi.json). */

export type Notification = {
  id: string
  /** The title. */
  name: string
  /** The body; plain text that may contain line breaks. */
  description: string
  forcedTakeOver: boolean
  showDateTimeStamp: boolean
  /** ISO 8601 instant. */
  dateCreated: string
  actionText: string | null
  /** An internal path "/..." or an https URL. */
  actionLink: string | null
  closeButtonText: string | null
}

export type BlogCategory = { id: string; name: string }

export type ArticleSummary = {
  slug: string
  title: string
  summary: string
  category: BlogCategory
  tags: string[]
  /** YYYY-MM-DD */
  publishedAt: string
  image: string
  /** Empty when the image is decorative. */
  imageAlt: string
  readingMinutes: number
}

export type BlogLanding = {
  items: ArticleSummary[]
  total: number
  pageNumber: number
  pageSize: number
}

export type Article = ArticleSummary & {
  /** Sanitised on the server: no scripts, event handlers or javascript: URLs. */
  bodyHtml: string
}

export type BlogSearchHit = { title: string; slug: string; foundText: string }

export type BlogCategorySummary = BlogCategory & { description: string; articleCount: number }

/** A tag of a published article, with how many published articles carry it. */
export type BlogTagSummary = { tag: string; articleCount: number }

export type Certificate = { description: string; documentGuid: string; title: string }

export type PciBadge = {
  imageUrl: string
  alt: string
  validFrom: string
  validUntil: string
  standard: string
}

export const PROVINCES = [
  'eastern-cape',
  'free-state',
  'gauteng',
  'kwazulu-natal',
  'limpopo',
  'mpumalanga',
  'north-west',
  'northern-cape',
  'western-cape',
] as const
export type Province = (typeof PROVINCES)[number]

export type Bank = { id: string; name: string; swiftBic: string | null }

export type Branch = {
  bank: Bank
  branchName: string
  branchCode: string
  town: string
  province: Province
}

export type BranchesAnswer = {
  items: Branch[]
  total: number
  page: number
  pageSize: number
  /** Branches per province for the current q and bank (the province filter ignored). */
  countsByProvince: Record<Province, number>
  banks: (Bank & { universalBranchCode: string })[]
  source: string | null
  /** YYYY-MM-DD */
  asOf: string | null
}

export type IndexFormat = 'number' | 'currency' | 'percentage'

export type IndexSeriesSummary = {
  id: string
  name: string
  description: string
  unit: string
  format: IndexFormat
  /** true: the figures are illustrative, not measured. */
  illustrative: boolean
  source: string
}

export type IndexSeries = IndexSeriesSummary & { points: { month: string; value: number }[] }

export const CONTACT_TOPICS = [
  'general',
  'services',
  'membership',
  'media',
  'careers',
  'accessibility',
  'other',
] as const
export type ContactTopic = (typeof CONTACT_TOPICS)[number]

export type ContactReceipt = { id: string; receivedAt: string }
