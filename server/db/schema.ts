import { sql } from 'drizzle-orm'
import { INDEX_FORMATS, type IndexFormat } from '../contract/index-formats.ts'
import { PROVINCES, type Province } from '../contract/provinces.ts'
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/**
 * One schema for both drivers (PGlite and node-postgres). Rows that come from content/ are
 * replaced by the content sync; `notifications.source` keeps admin-published rows apart.
 * Dates are ISO strings ('YYYY-MM-DD'); instants are JS Dates.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })

export const blogCategories = pgTable('blog_categories', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
})

export const blogPosts = pgTable(
  'blog_posts',
  {
    slug: text('slug').primaryKey(),
    title: text('title').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => blogCategories.id),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A future date means the article is not yet published. */
    publishedAt: date('published_at', { mode: 'string' }).notNull(),
    summary: text('summary').notNull(),
    image: text('image').notNull(),
    imageAlt: text('image_alt').notNull().default(''),
    bodyMarkdown: text('body_markdown').notNull(),
    /** Sanitised when loaded: safe to send to the site as HTML. */
    bodyHtml: text('body_html').notNull(),
    /** Plain text (original case) of title, summary and body: search it with ILIKE, cut snippets from it. */
    searchText: text('search_text').notNull(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('blog_posts_published_at_idx').on(table.publishedAt.desc(), table.slug),
    index('blog_posts_category_published_idx').on(table.categoryId, table.publishedAt.desc()),
    index('blog_posts_tags_idx').using('gin', table.tags),
  ],
)

export const documents = pgTable('documents', {
  guid: uuid('guid').primaryKey(),
  /** Exact, including any trailing space: the site looks documents up by it. */
  description: text('description').notNull().unique(),
  title: text('title').notNull(),
  /** A file name inside content/documents/, never a path. */
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  /** sha256 of the file's bytes, hex. */
  etag: text('etag').notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
})

export const notificationSources = ['content', 'admin'] as const
export type NotificationSource = (typeof notificationSources)[number]

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    forcedTakeOver: boolean('forced_take_over').notNull().default(false),
    showDateTimeStamp: boolean('show_date_time_stamp').notNull().default(false),
    actionText: text('action_text'),
    actionLink: text('action_link'),
    closeButtonText: text('close_button_text'),
    /** false = inactive whatever the dates say. */
    published: boolean('published').notNull().default(false),
    activeFrom: timestamptz('active_from'),
    activeUntil: timestamptz('active_until'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    source: text('source', { enum: notificationSources }).notNull().default('content'),
    /** The content/ file it came from (source 'content'), so removing the file removes it. */
    contentPath: text('content_path'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** Only these browsers (notificationId) see it: an editor's preview. Null: every browser. */
    audience: uuid('audience').array(),
  },
  (table) => [
    index('notifications_active_idx').on(table.published, table.createdAt.desc()),
    check('notifications_source_check', sql`${table.source} in ('content', 'admin')`),
  ],
)

export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    browserId: uuid('browser_id').notNull(),
    readAt: timestamptz('read_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.browserId] }),
    index('notification_reads_browser_idx').on(table.browserId),
  ],
)

export const banks = pgTable('banks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  universalBranchCode: text('universal_branch_code').notNull(),
  swiftBic: text('swift_bic'),
})

/** The provinces and index formats are the API contract's (server/contract/). */
export const provinces = PROVINCES
export type { Province }

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    bankId: text('bank_id')
      .notNull()
      .references(() => banks.id, { onDelete: 'cascade' }),
    branchName: text('branch_name').notNull(),
    branchCode: text('branch_code').notNull(),
    town: text('town').notNull(),
    province: text('province', { enum: provinces }).notNull(),
    /** Lower-cased "bank name, branch name, town", for `q` search with ILIKE/LIKE. */
    searchText: text('search_text').notNull(),
  },
  (table) => [
    index('branches_province_idx').on(table.province),
    index('branches_bank_idx').on(table.bankId),
    index('branches_town_idx').on(table.town),
    index('branches_order_idx').on(table.branchName, table.id),
  ],
)

export const indexFormats = INDEX_FORMATS
export type { IndexFormat }

export const indexSeries = pgTable('index_series', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  unit: text('unit').notNull(),
  format: text('format', { enum: indexFormats }).notNull(),
  illustrative: boolean('illustrative').notNull(),
  source: text('source').notNull(),
})

export const indexPoints = pgTable(
  'index_points',
  {
    seriesId: text('series_id')
      .notNull()
      .references(() => indexSeries.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.seriesId, table.month] })],
)

export const pciBadges = pgTable('pci_badges', {
  id: serial('id').primaryKey(),
  /** A file name inside content/pci-badge/. */
  imageFile: text('image_file').notNull(),
  contentType: text('content_type').notNull(),
  /** sha256 of the image's bytes, hex. */
  etag: text('etag').notNull(),
  alt: text('alt').notNull(),
  validFrom: date('valid_from', { mode: 'string' }).notNull(),
  validUntil: date('valid_until', { mode: 'string' }).notNull(),
  standard: text('standard').notNull(),
})

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    organisation: text('organisation'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    /** A salted hash of the sender's address, never the address itself. */
    clientHash: text('client_hash'),
    /** The form's Idempotency-Key: a repeat of the same message stores nothing new. */
    idempotencyKey: uuid('idempotency_key'),
    /** SHA-256 of the message as validated: the same key with another message is refused. */
    bodyHash: text('body_hash'),
  },
  (table) => [
    index('contact_messages_created_idx').on(table.createdAt),
    uniqueIndex('contact_messages_idempotency_key_idx').on(table.idempotencyKey),
  ],
)

/**
 * Requests counted per key (a hashed client address) in its current window, shared by every instance
 * on one Postgres so that the contact limit holds however many processes answer.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamptz('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [index('rate_limit_windows_start_idx').on(table.windowStart)],
)

/** Values made once per database and shared by every instance (e.g. the address-hash salt). */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

/** One row per loaded content unit (a file, or a manifest with its files): unchanged ones are skipped. */
export const contentFiles = pgTable('content_files', {
  path: text('path').primaryKey(),
  sha256: text('sha256').notNull(),
  loadedAt: timestamptz('loaded_at').notNull().defaultNow(),
})
