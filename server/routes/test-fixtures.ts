import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp, type AppOptions } from '../app.ts'
import type { Database } from '../db/client.ts'
import * as schema from '../db/schema.ts'

export const API = '/api/public/v2'
export const NOW = new Date('2025-06-15T10:00:00Z')

/** An article a test adds to the content folder (`blog/clearing-on-sundays.md`) and then finds. */
export const SUNDAYS_ARTICLE = [
  '---',
  'title: Clearing on Sundays',
  'slug: clearing-on-sundays',
  'category: payments-industry',
  'tags: [eft]',
  'published: 2025-02-01',
  'summary: What runs when.',
  'image: /images/blog/debicheck.svg',
  "imageAlt: ''",
  '---',
  '',
  'EFT batches clear on Sundays too.',
].join('\n')

export const DOCUMENT_GUIDS = {
  privacy: '3f2b8c1e-4d5a-4b6c-8e7f-9a0b1c2d3e4f',
  disclosure: '7a6b5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
  missingFile: '0e1d2c3b-4a59-4867-9564-738291a0b1c2',
}
export const NOTIFICATION_IDS = {
  ordinary: '11111111-1111-4111-8111-111111111111',
  forced: '22222222-2222-4222-8222-222222222222',
  inactive: '33333333-3333-4333-8333-333333333333',
  expired: '44444444-4444-4444-8444-444444444444',
  future: '55555555-5555-4555-8555-555555555555',
}

const PDF = '%PDF-1.7\n% Mzansi Clearing test document\n%%EOF\n'
const BADGE = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'
const sha = (text: string) => createHash('sha256').update(text).digest('hex')

/** A content folder with the two documents, the badge image and the branch file's provenance. */
export function makeContentDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mzansi-content-'))
  mkdirSync(join(dir, 'documents'))
  mkdirSync(join(dir, 'pci-badge'))
  mkdirSync(join(dir, 'branches'))
  writeFileSync(join(dir, 'documents', 'privacy-statement.pdf'), PDF)
  writeFileSync(join(dir, 'documents', 'disclosure-framework.pdf'), PDF)
  writeFileSync(join(dir, 'pci-badge', 'badge.svg'), BADGE)
  writeFileSync(
    join(dir, 'branches', 'branches.csv'),
    "# source: the banks' published branch code lists\n# as of: 2025-05-01\nbank_id,branch_name,branch_code,town,province\n",
  )
  // A secret beside the documents: no file id may ever reach it.
  writeFileSync(join(dir, 'secret.txt'), 'do-not-serve')
  return dir
}

const words = (n: number, word = 'clearing') => Array.from({ length: n }, () => word).join(' ')

function post(
  slug: string,
  categoryId: string,
  publishedAt: string,
  extra: Partial<typeof schema.blogPosts.$inferInsert> = {},
): typeof schema.blogPosts.$inferInsert {
  const title = extra.title ?? `Article ${slug}`
  const summary = extra.summary ?? `Summary of ${slug}.`
  const body = extra.bodyMarkdown ?? `Body of ${slug}. ${words(250)}`
  const bodyHtml = extra.bodyHtml ?? `<p>${body}</p>`
  return {
    slug,
    title,
    categoryId,
    tags: ['payments'],
    publishedAt,
    summary,
    image: `/images/blog/${slug}.svg`,
    imageAlt: '',
    bodyMarkdown: body,
    bodyHtml,
    searchText: `${title} ${summary} ${body}`,
    ...extra,
  }
}

/** Rows for every resource; the clock in tests is NOW (15 June 2025). */
export async function seed(db: Database): Promise<void> {
  await db.insert(schema.blogCategories).values([
    { id: 'payments-industry', name: 'Payments industry', description: 'How payments move.' },
    { id: 'data-insights', name: 'Data insights', description: 'What the numbers say.' },
    { id: 'company-news', name: 'Company news', description: 'News from us.' },
  ])
  await db.insert(schema.blogPosts).values([
    post('instant-payments-explained', 'payments-industry', '2025-06-01', {
      title: 'Instant payments explained',
      summary: 'How a payment clears in seconds.',
      tags: ['instant-payments', 'payments'],
      imageAlt: 'A phone sending money',
      bodyMarkdown: `Instant payments settle in seconds. ${words(450)} The Café in Soweto gets paid at once.`,
      bodyHtml: `<p>Instant payments settle in seconds. ${words(450)} The Café in Soweto gets paid &amp; smiles.</p>`,
      searchText: `Instant payments explained How a payment clears in seconds. Instant payments settle in seconds. ${words(450)} The Café in Soweto gets paid & smiles.`,
    }),
    post('debicheck-mandates', 'payments-industry', '2025-05-20', {
      title: 'DebiCheck mandates',
      tags: ['debicheck'],
      bodyMarkdown:
        'Debit orders need a mandate the customer approved: 100%_sure. DROP TABLE blog_posts;',
      bodyHtml:
        '<p>Debit orders need a mandate the customer approved: 100%_sure. DROP TABLE blog_posts;</p>',
      searchText:
        'DebiCheck mandates Summary. Debit orders need a mandate the customer approved: 100%_sure. DROP TABLE blog_posts;',
    }),
    post('transactions-index-may', 'data-insights', '2025-06-10', {
      tags: ['indices'],
      // As the content loader stores an article: typographic quotes and dashes.
      bodyMarkdown: `The industry's "May" index -- up again. ${words(250)}`,
      bodyHtml: `<p>The industry’s “May” index – up again. ${words(250)}</p>`,
      searchText: `Article transactions-index-may Summary of transactions-index-may. The industry’s “May” index – up again. ${words(250)}`,
    }),
    post('new-office', 'company-news', '2025-04-01', { tags: ['company'] }),
    post('future-article', 'company-news', '2025-07-01', { tags: ['company'] }),
  ])
  await db.insert(schema.documents).values([
    {
      guid: DOCUMENT_GUIDS.privacy,
      description: 'Privacy Statement',
      title: 'Privacy statement',
      fileName: 'privacy-statement.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      etag: sha(PDF),
    },
    {
      guid: DOCUMENT_GUIDS.disclosure,
      description: 'Self-Assessment Disclosure Framework ',
      title: 'Self-assessment disclosure framework',
      fileName: 'disclosure-framework.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
      etag: sha(PDF),
    },
    {
      guid: DOCUMENT_GUIDS.missingFile,
      description: 'Gone',
      title: 'A document whose file was removed',
      fileName: 'gone.pdf',
      contentType: 'application/pdf',
      size: 1,
      etag: sha('gone'),
    },
  ])
  const notification = (
    id: string,
    title: string,
    createdAt: string,
    extra: Partial<typeof schema.notifications.$inferInsert> = {},
  ): typeof schema.notifications.$inferInsert => ({
    id,
    title,
    body: `${title}\nSecond line.`,
    published: true,
    createdAt: new Date(createdAt),
    ...extra,
  })
  await db.insert(schema.notifications).values([
    notification(NOTIFICATION_IDS.ordinary, 'Scheduled maintenance', '2025-06-01T08:00:00Z', {
      actionText: 'Read more',
      actionLink: '/about-us',
    }),
    notification(NOTIFICATION_IDS.forced, 'Service notice', '2025-06-10T08:00:00Z', {
      forcedTakeOver: true,
      showDateTimeStamp: true,
      closeButtonText: 'Close',
    }),
    notification(NOTIFICATION_IDS.inactive, 'Draft', '2025-06-14T08:00:00Z', { published: false }),
    notification(NOTIFICATION_IDS.expired, 'Expired', '2025-06-13T08:00:00Z', {
      activeUntil: new Date('2025-06-14T00:00:00Z'),
    }),
    notification(NOTIFICATION_IDS.future, 'Future', '2025-06-12T08:00:00Z', {
      activeFrom: new Date('2025-07-01T00:00:00Z'),
    }),
  ])
  await db.insert(schema.banks).values([
    { id: 'absa', name: 'Absa Bank', universalBranchCode: '632005', swiftBic: 'ABSAZAJJ' },
    { id: 'capitec', name: 'Capitec Bank', universalBranchCode: '470010', swiftBic: 'CABLZAJJ' },
  ])
  const branch = (
    bankId: string,
    bankName: string,
    branchName: string,
    town: string,
    province: schema.Province,
  ) => ({
    bankId,
    branchName,
    branchCode: bankId === 'absa' ? '632005' : '470010',
    town,
    province,
    searchText: `${bankName} ${branchName} ${town}`.toLowerCase(),
  })
  await db
    .insert(schema.branches)
    .values([
      branch('absa', 'Absa Bank', 'Sandton City', 'Sandton', 'gauteng'),
      branch('absa', 'Absa Bank', 'Durban Central', 'Durban', 'kwazulu-natal'),
      branch('absa', 'Absa Bank', 'Stellenbosch', 'Stellenbosch', 'western-cape'),
      branch('capitec', 'Capitec Bank', 'Soweto Maponya Mall', 'Soweto', 'gauteng'),
      branch('capitec', 'Capitec Bank', 'Polokwane Mall', 'Polokwane', 'limpopo'),
      branch('capitec', 'Capitec Bank', 'Mthatha Plaza', 'Mthatha', 'eastern-cape'),
    ])
  await db.insert(schema.indexSeries).values({
    id: 'net-salary-index',
    name: 'Net salary index',
    description: 'Illustrative monthly net salaries.',
    unit: 'rand',
    format: 'currency',
    illustrative: true,
    source: 'Illustrative data',
  })
  await db.insert(schema.indexPoints).values([
    { seriesId: 'net-salary-index', month: '2025-02-01', value: 15100.5 },
    { seriesId: 'net-salary-index', month: '2025-01-01', value: 15000 },
  ])
  await db.insert(schema.pciBadges).values([
    {
      imageFile: 'badge.svg',
      contentType: 'image/svg+xml',
      etag: sha(BADGE),
      alt: 'PCI DSS compliant',
      validFrom: '2025-03-01',
      validUntil: '2026-02-28',
      standard: 'PCI DSS v4.0.1',
    },
    {
      imageFile: 'badge.svg',
      contentType: 'image/svg+xml',
      etag: sha(BADGE),
      alt: 'Older badge',
      validFrom: '2024-03-01',
      validUntil: '2025-02-28',
      standard: 'PCI DSS v4.0',
    },
  ])
}

/** The app over `db` with the test clock and content folder (and generous rate limits). */
export function testApp(db: Database, contentDir: string, options: AppOptions = {}) {
  return createApp({
    db,
    contentDir,
    now: () => NOW,
    corsOrigins: [],
    rateLimits: { reads: { limit: 100_000, windowMs: 60_000 } },
    ...options,
  })
}
