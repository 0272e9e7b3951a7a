// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { asc, DrizzleQueryError, eq } from 'drizzle-orm'
import { afterAll, beforeEach, expect, it, vi } from 'vitest'
import type { Database } from '../db/client.ts'
import {
  banks,
  blogCategories,
  blogPosts,
  branches,
  contentFiles,
  documents,
  indexPoints,
  indexSeries,
  notificationReads,
  notifications,
  pciBadges,
} from '../db/schema.ts'
import { describeWithDatabase, truncateAll } from '../db/test-database.ts'
import { contentVersion, onContentChanged, syncContent } from './index.ts'
import { sha256 } from './source-text.ts'

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url))
const malformed = (name: string) => readFileSync(join(fixtures, 'malformed', name), 'utf8')

const ALL_FIXTURE_FILES = [
  'blog/categories.yaml',
  'blog/annual-review-2030.md',
  'blog/debicheck-mandates.md',
  'blog/instant-payments-explained.md',
  'documents/manifest.yaml',
  'notifications/forced-update.yaml',
  'notifications/system-maintenance.yaml',
  'branches/banks.csv',
  'branches/branches.csv',
  'indices/series.yaml',
  'indices/economic-transactions-index.csv',
  'pci-badge/badge.yaml',
]

/** A writable copy of fixtures/content (with public/ beside it) in a temporary folder. */
function copyOfFixtures() {
  const root = mkdtempSync(join(tmpdir(), 'mzc-content-'))
  cpSync(join(fixtures, 'content'), join(root, 'content'), { recursive: true })
  cpSync(join(fixtures, 'public'), join(root, 'public'), { recursive: true })
  const contentDir = join(root, 'content')
  return {
    contentDir,
    write(path: string, text: string) {
      writeFileSync(join(contentDir, path), text)
    },
    remove(path: string) {
      unlinkSync(join(contentDir, path))
    },
    dispose() {
      rmSync(root, { recursive: true, force: true })
    },
  }
}

/** Every content row, for "nothing changed" comparisons. */
async function snapshot(db: Database) {
  return {
    categories: await db.select().from(blogCategories).orderBy(asc(blogCategories.id)),
    posts: await db.select().from(blogPosts).orderBy(asc(blogPosts.slug)),
    documents: await db.select().from(documents).orderBy(asc(documents.guid)),
    notifications: await db.select().from(notifications).orderBy(asc(notifications.id)),
    banks: await db.select().from(banks).orderBy(asc(banks.id)),
    branches: await db.select().from(branches).orderBy(asc(branches.id)),
    series: await db.select().from(indexSeries),
    points: await db.select().from(indexPoints).orderBy(asc(indexPoints.month)),
    badges: await db.select().from(pciBadges),
    files: await db.select().from(contentFiles).orderBy(asc(contentFiles.path)),
  }
}

describeWithDatabase('content sync', (database) => {
  let folder: ReturnType<typeof copyOfFixtures>
  const folders: ReturnType<typeof copyOfFixtures>[] = []

  beforeEach(async () => {
    await truncateAll(database().db)
    folder = copyOfFixtures()
    folders.push(folder)
  })
  afterAll(() => {
    for (const each of folders) each.dispose()
  })

  const sync = () => syncContent(database().db, folder.contentDir)

  it('loads every kind from a valid folder', async () => {
    const result = await sync()
    expect(result.errors).toEqual([])
    expect(result.loaded).toEqual(ALL_FIXTURE_FILES)
    const rows = await snapshot(database().db)

    expect(rows.categories.map((category) => category.id)).toEqual([
      'company-news',
      'data-insights',
      'payments-industry',
    ])
    const post = rows.posts.find((each) => each.slug === 'debicheck-mandates')
    expect(post).toMatchObject({
      title: 'DebiCheck mandates and why they protect you',
      categoryId: 'payments-industry',
      tags: ['debicheck', 'debit-orders'],
      publishedAt: '2025-01-15',
      image: '/images/blog/debicheck.svg',
      imageAlt: 'A phone showing a mandate approval request',
    })
    expect(post?.bodyHtml).toContain('<blockquote>')
    expect(post?.bodyHtml).toContain('<table>')
    expect(post?.searchText).toContain('approved by the account holder')
    expect(post?.searchText).not.toContain('<')
    // Titles, summaries and bodies are stored with typographic quotes, as the site shows them.
    const instant = rows.posts.find((each) => each.slug === 'instant-payments-explained')
    expect(instant?.summary).toBe(
      'What happens between pressing “pay” and the money arriving in seconds.',
    )
    expect(instant?.bodyHtml).toContain('The payer’s bank')
    expect(instant?.searchText).toContain('“pay”')

    expect(rows.documents).toHaveLength(2)
    const framework = rows.documents.find((each) => each.fileName.startsWith('self-assessment'))
    expect(framework?.description).toBe('Self-Assessment Disclosure Framework ')
    expect(framework?.size).toBe(
      readFileSync(join(folder.contentDir, 'documents', framework?.fileName ?? '')).byteLength,
    )
    expect(framework?.etag).toMatch(/^[0-9a-f]{64}$/)

    const forced = rows.notifications.find((each) => each.forcedTakeOver)
    expect(forced).toMatchObject({
      title: 'Important change to our contact numbers',
      closeButtonText: 'I understand',
      actionText: null,
      published: true,
      source: 'content',
      contentPath: 'notifications/forced-update.yaml',
    })
    expect(forced?.activeFrom?.toISOString()).toBe('2025-03-01T00:00:00.000Z')
    const ordinary = rows.notifications.find((each) => !each.forcedTakeOver)
    expect(ordinary?.body).toBe(
      'Our systems will be unavailable on Sunday from 02:00 to 04:00.\nPayments queued in that window are processed afterwards.',
    )
    expect(ordinary?.createdAt.toISOString()).toBe('2025-03-01T06:00:00.000Z')

    expect(rows.banks.map((bank) => bank.universalBranchCode)).toEqual([
      '632005',
      '470010',
      '250655',
    ])
    expect(rows.branches).toHaveLength(4)
    expect(rows.branches.find((each) => each.town === 'Mthatha')).toMatchObject({
      bankId: 'capitec',
      branchName: 'Mthatha Plaza, Sutherland Street',
      province: 'eastern-cape',
      searchText: 'capitec bank mthatha plaza, sutherland street mthatha',
    })
    expect(rows.series).toEqual([
      {
        id: 'economic-transactions-index',
        name: 'Economic transactions index',
        description: 'Monthly value of transactions cleared, indexed to January 2024.',
        unit: 'index points',
        format: 'number',
        illustrative: true,
        source: 'Test fixture',
      },
    ])
    expect(rows.points.map(({ month, value }) => [month, value])).toEqual([
      ['2024-01-01', 100],
      ['2024-02-01', 101.5],
      ['2024-03-01', 99.25],
    ])
    expect(rows.badges).toEqual([
      expect.objectContaining({
        imageFile: 'pci-dss-badge.svg',
        contentType: 'image/svg+xml',
        validFrom: '2025-01-01',
        validUntil: '2025-12-31',
        standard: 'PCI DSS v4.0.1',
      }),
    ])
  })

  it('changes nothing when run twice, and tells listeners only about the run that changed data', async () => {
    const listener = vi.fn()
    const unsubscribe = onContentChanged(listener)
    await sync()
    const versionAfterFirst = contentVersion()
    const before = await snapshot(database().db)

    const second = await sync()
    unsubscribe()

    expect(second).toEqual({ loaded: [], skipped: ALL_FIXTURE_FILES, removed: [], errors: [] })
    expect(await snapshot(database().db)).toEqual(before)
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ version: versionAfterFirst })
    expect(contentVersion()).toBe(versionAfterFirst)
  })

  it('reloads only the file that changed', async () => {
    await sync()
    folder.write(
      'blog/instant-payments-explained.md',
      readFileSync(join(folder.contentDir, 'blog/instant-payments-explained.md'), 'utf8').replace(
        'Instant payments, explained',
        'Instant payments, in seconds',
      ),
    )
    const result = await sync()
    expect(result.loaded).toEqual(['blog/instant-payments-explained.md'])
    expect(result.skipped).toHaveLength(ALL_FIXTURE_FILES.length - 1)
    const [post] = await database()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'instant-payments-explained'))
    expect(post?.title).toBe('Instant payments, in seconds')
  })

  it('renders every article again once the Markdown rules change, though no file did', async () => {
    await sync()
    const path = 'blog/instant-payments-explained.md'
    // As a database loaded under older rules holds it: the hash of the bytes alone, old HTML.
    await database()
      .db.update(contentFiles)
      .set({ sha256: sha256(readFileSync(join(folder.contentDir, path))) })
      .where(eq(contentFiles.path, path))
    await database()
      .db.update(blogPosts)
      .set({ bodyHtml: '<p>Rendered by the old rules</p>' })
      .where(eq(blogPosts.slug, 'instant-payments-explained'))
    const result = await sync()
    expect(result.loaded).toEqual([path])
    const [post] = await database()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'instant-payments-explained'))
    expect(post?.bodyHtml).not.toContain('Rendered by the old rules')
    expect((await sync()).loaded).toEqual([])
  })

  it('deletes what a removed file loaded, and leaves admin notifications alone', async () => {
    const { db } = database()
    await sync()
    await db.insert(notifications).values({
      id: '2b3c4d5e-6f70-4182-9a3b-4c5d6e7f8091',
      title: 'Published through the admin API',
      body: 'Stays when content files go.',
      published: true,
      source: 'admin',
    })
    await db.insert(notificationReads).values({
      notificationId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
      browserId: '0f0e0d0c-0b0a-4908-8706-050403020100',
    })

    folder.remove('blog/debicheck-mandates.md')
    folder.remove('notifications/system-maintenance.yaml')
    folder.remove('documents/manifest.yaml')
    const result = await sync()

    expect(result.errors).toEqual([])
    expect(result.removed.sort()).toEqual([
      'blog/debicheck-mandates.md',
      'documents/manifest.yaml',
      'notifications/system-maintenance.yaml',
    ])
    const slugs = (await db.select().from(blogPosts)).map((post) => post.slug).sort()
    expect(slugs).toEqual(['annual-review-2030', 'instant-payments-explained'])
    expect(await db.select().from(documents)).toEqual([])
    const left = await db.select().from(notifications).orderBy(asc(notifications.source))
    expect(left.map((each) => [each.source, each.title])).toEqual([
      ['admin', 'Published through the admin API'],
      ['content', 'Important change to our contact numbers'],
    ])
    expect(await db.select().from(notificationReads)).toEqual([])
    expect((await sync()).removed).toEqual([])
  })

  it('keeps the reads of a notification whose file is edited', async () => {
    const { db } = database()
    await sync()
    await db.insert(notificationReads).values({
      notificationId: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
      browserId: '0f0e0d0c-0b0a-4908-8706-050403020100',
    })
    const path = 'notifications/system-maintenance.yaml'
    folder.write(
      path,
      readFileSync(join(folder.contentDir, path), 'utf8').replace(
        'published: false',
        'published: true',
      ),
    )
    expect((await sync()).loaded).toEqual([path])
    expect(await db.select().from(notificationReads)).toHaveLength(1)
  })

  it('rolls back the whole file when storing it fails halfway', async () => {
    const { db } = database()
    await sync()
    // Renames one category, then drops one that articles still use: the rename must not stick.
    folder.write(
      'blog/categories.yaml',
      [
        '- id: data-insights',
        '  name: Data and insights',
        '- id: company-news',
        '  name: Company news',
        '',
      ].join('\n'),
    )
    const result = await sync()
    expect(result.errors).toEqual([
      {
        file: 'blog/categories.yaml',
        line: 1,
        reason: 'category "payments-industry" is gone but blog/debicheck-mandates.md still uses it',
      },
      {
        file: 'blog/categories.yaml',
        line: 1,
        reason:
          'category "payments-industry" is gone but blog/instant-payments-explained.md still uses it',
      },
    ])
    const categories = await db.select().from(blogCategories).orderBy(asc(blogCategories.id))
    expect(categories.map((category) => category.name)).toEqual([
      'Company news',
      'Data insights',
      'Payments industry',
    ])
    // Rejected files are not marked as loaded, so the next run tries again.
    expect((await sync()).errors).toHaveLength(2)
  })

  /** db.transaction failing at its `failing`-th call with `error`, the calls counted. */
  function failingTransaction(db: Database, failing: number, error: Error) {
    const real = db.transaction.bind(db)
    const calls = { count: 0 }
    vi.spyOn(db, 'transaction').mockImplementation(
      (...args: Parameters<Database['transaction']>) => {
        calls.count += 1
        return calls.count === failing ? Promise.reject(error) : real(...args)
      },
    )
    return calls
  }
  /** A failed insert as drizzle reports it: its message lists every parameter. */
  const failedInsert = (cause: Error) =>
    new DrizzleQueryError(
      'insert into "blog_posts" ("slug", "body_markdown") values ($1, $2)',
      ['a-slug', 'The whole article body, every word of it'],
      cause,
    )

  it('stops at the file the database has no room for, and names it and the cause', async () => {
    const { db } = database()
    const changed = vi.fn()
    const stop = onContentChanged(changed)
    const diskFull = Object.assign(
      new Error('could not extend file "base/5/16389": No space left on device'),
      { code: '53100' },
    )
    const calls = failingTransaction(db, 3, failedInsert(diskFull))
    try {
      const failure = await sync().then(
        () => undefined,
        (error: unknown) => error as Error & { file: string },
      )
      expect(failure?.name).toBe('ContentStoreError')
      expect(failure?.file).toBe(ALL_FIXTURE_FILES[2])
      expect(failure?.message).toBe(
        `${ALL_FIXTURE_FILES[2]} could not be stored: the database has no space left (ENOSPC)`,
      )
      // The files after it were not tried; the two before it are stored, and said to be.
      expect(calls.count).toBe(3)
      const stored = await db.select().from(contentFiles)
      expect(stored.map((row) => row.path).sort()).toEqual(ALL_FIXTURE_FILES.slice(0, 2).sort())
      expect(changed).toHaveBeenCalledTimes(1)
    } finally {
      stop()
    }
  })

  it('says why the database refused a file, without the query or its values', async () => {
    const { db } = database()
    const duplicate = Object.assign(
      new Error('duplicate key value violates unique constraint "blog_posts_pkey"'),
      { code: '23505' },
    )
    failingTransaction(db, 2, failedInsert(duplicate))
    const result = await sync()
    expect(result.errors).toEqual([
      {
        file: ALL_FIXTURE_FILES[1],
        line: 1,
        reason:
          'could not be stored in the database: duplicate key value violates unique constraint "blog_posts_pkey" (23505)',
      },
    ])
    expect(JSON.stringify(result.errors)).not.toMatch(/every word|insert into|params/)
    expect(result.loaded).toHaveLength(ALL_FIXTURE_FILES.length - 1)
  })

  it('keeps the last good version of a file that turns bad', async () => {
    const { db } = database()
    await sync()
    folder.write('indices/economic-transactions-index.csv', malformed('index-bad-number.csv'))
    const result = await sync()
    expect(result.errors).toEqual([
      {
        file: 'indices/economic-transactions-index.csv',
        line: 4,
        reason: 'value "about 99" is not a number (digits, an optional minus and decimal point)',
      },
    ])
    expect(await db.select().from(indexPoints)).toHaveLength(3)
  })

  it.each([
    {
      name: 'bad YAML in front matter',
      path: 'blog/bad-yaml.md',
      fixture: 'bad-yaml.md',
      error: { line: 7, reason: expect.stringMatching(/^invalid YAML: /) },
    },
    {
      name: 'a missing field',
      path: 'blog/missing-summary.md',
      fixture: 'missing-summary.md',
      error: { line: 2, reason: 'missing "summary"' },
    },
    {
      name: 'a bad date',
      path: 'blog/bad-date.md',
      fixture: 'bad-date.md',
      error: { line: 6, reason: 'published: must be a date YYYY-MM-DD' },
    },
    {
      name: 'a duplicate slug',
      path: 'blog/duplicate-slug.md',
      fixture: 'duplicate-slug.md',
      error: {
        line: 3,
        reason: 'slug "instant-payments-explained" must equal the file name "duplicate-slug"',
      },
    },
    {
      name: 'a wrong type',
      path: 'notifications/public-holiday.yaml',
      fixture: 'wrong-type-notification.yaml',
      error: { line: 4, reason: expect.stringMatching(/^forcedTakeOver: .*expected boolean/) },
    },
    {
      name: 'a duplicate id',
      path: 'blog/categories.yaml',
      fixture: 'duplicate-category.yaml',
      error: { line: 7, reason: 'duplicate id "data-insights"' },
      // The articles need their categories.
      alsoRejected: [
        'blog/annual-review-2030.md',
        'blog/debicheck-mandates.md',
        'blog/instant-payments-explained.md',
      ],
    },
    {
      name: 'a CSV row with the wrong column count',
      path: 'branches/branches.csv',
      fixture: 'branches-wrong-columns.csv',
      error: {
        line: 5,
        reason: 'expected 5 columns (bank_id,branch_name,branch_code,town,province), found 4',
      },
    },
    {
      name: 'a bad province',
      path: 'branches/branches.csv',
      fixture: 'branches-bad-province.csv',
      error: { line: 6, reason: expect.stringMatching(/^province "transvaal" is not one of /) },
    },
    {
      name: 'a bad number',
      path: 'indices/economic-transactions-index.csv',
      fixture: 'index-bad-number.csv',
      error: { line: 4, reason: expect.stringMatching(/^value "about 99" is not a number/) },
    },
    {
      name: 'a manifest file name climbing out with ../',
      path: 'documents/manifest.yaml',
      fixture: 'manifest-path-traversal.yaml',
      error: { line: 8, reason: expect.stringMatching(/^file must be the name of a \.pdf/) },
    },
  ])('rejects $name with the file, the line and the reason, and loads the rest', async (entry) => {
    const { db } = database()
    folder.write(entry.path, malformed(entry.fixture))
    const result = await sync()
    const alsoRejected: string[] = ('alsoRejected' in entry && entry.alsoRejected) || []
    expect(result.errors.filter((error) => error.file === entry.path)).toEqual([
      { file: entry.path, ...entry.error },
    ])
    expect([...new Set(result.errors.map((error) => error.file))]).toEqual([
      entry.path,
      ...alsoRejected,
    ])
    expect(result.loaded).toEqual(
      ALL_FIXTURE_FILES.filter((path) => path !== entry.path && !alsoRejected.includes(path)),
    )
    const stored = (await db.select().from(contentFiles)).map((row) => row.path)
    expect(stored).not.toContain(entry.path)
  })

  it('stores nothing of a rejected file', async () => {
    const { db } = database()
    folder.write('branches/branches.csv', malformed('branches-bad-province.csv'))
    folder.write('documents/manifest.yaml', malformed('manifest-path-traversal.yaml'))
    await sync()
    expect(await db.select().from(branches)).toEqual([])
    expect(await db.select().from(documents)).toEqual([])
    expect(await db.select().from(banks)).toHaveLength(3)
  })

  it('accepts branches in the Bank,Branch name,Branch code,Town,Province layout', async () => {
    folder.write('branches/branches.csv', malformed('branches-named-layout.csv'))
    const result = await sync()
    expect(result.errors).toEqual([])
    const rows = await database().db.select().from(branches).orderBy(asc(branches.id))
    expect(rows.map(({ bankId, town, province }) => [bankId, town, province])).toEqual([
      ['absa', 'Durban', 'kwazulu-natal'],
      ['fnb', 'Polokwane', 'limpopo'],
      ['capitec', 'Mahikeng', 'north-west'],
    ])
  })

  it('names a branch bank that banks.csv does not list', async () => {
    folder.write(
      'branches/branches.csv',
      '# source: test\n# as of: 2025-01-31\nbank_id,branch_name,branch_code,town,province\nnedbank,Menlyn,198765,Pretoria,gauteng\n',
    )
    expect((await sync()).errors).toEqual([
      {
        file: 'branches/branches.csv',
        line: 4,
        reason: 'bank "nedbank" is not in branches/banks.csv',
      },
    ])
  })

  it('requires the source and as-of lines on the bank files', async () => {
    folder.write(
      'branches/banks.csv',
      'bank_id,name,universal_branch_code,swift_bic\nabsa,Absa Bank,632005,ABSAZAJJ\n',
    )
    const result = await sync()
    expect(result.errors).toContainEqual({
      file: 'branches/banks.csv',
      line: 1,
      reason: 'the first line must be "# source: <where the facts come from>"',
    })
  })

  it('rejects an unknown key and a notification id owned by the admin API', async () => {
    const { db } = database()
    await db.insert(notifications).values({
      id: '6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c',
      title: 'Admin',
      body: 'Admin',
      source: 'admin',
    })
    folder.write(
      'pci-badge/badge.yaml',
      readFileSync(join(folder.contentDir, 'pci-badge/badge.yaml'), 'utf8') + 'validFor: 2025\n',
    )
    const result = await sync()
    expect(result.errors).toEqual([
      {
        file: 'notifications/system-maintenance.yaml',
        line: 1,
        reason: 'id 6f1d2c3b-4a5e-4f60-8b7c-9d0e1f2a3b4c is already used by the admin API',
      },
      { file: 'pci-badge/badge.yaml', line: 6, reason: 'unknown key "validFor"' },
    ])
    const [admin] = await db.select().from(notifications)
    expect(admin?.title).toBe('Admin')
  })

  it('stores article bodies as sanitised HTML', async () => {
    folder.write('blog/unsafe-body.md', malformed('unsafe-body.md'))
    const result = await sync()
    expect(result.errors).toEqual([])
    const [post] = await database()
      .db.select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, 'unsafe-body'))
    const html = post?.bodyHtml ?? ''
    expect(html).toContain('<h2>A heading one</h2>')
    expect(html).toContain('<a href="/contact-us">good link</a>')
    expect(html).not.toMatch(/<script|<iframe|onerror|onclick|javascript:|style=/i)
    expect(html).not.toContain('alert')
    expect(post?.searchText).toContain('Safe text')
  })
})
