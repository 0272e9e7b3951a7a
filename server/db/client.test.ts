// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { migrate, openDatabase } from './client.ts'
import {
  banks,
  blogCategories,
  blogPosts,
  indexPoints,
  indexSeries,
  notifications,
} from './schema.ts'
import { describeWithDatabase, truncateAll } from './test-database.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

describeWithDatabase('schema round trip', (database) => {
  it('keeps dates as ISO strings, instants as Dates and arrays as arrays', async () => {
    const { db } = database()
    await db.insert(blogCategories).values({ id: 'company-news', name: 'Company news' })
    await db.insert(blogPosts).values({
      slug: 'hello',
      title: 'Hello',
      categoryId: 'company-news',
      tags: ['instant-payments', 'iso-20022'],
      publishedAt: '2025-03-01',
      summary: 'A summary',
      image: '/images/blog/hello.svg',
      bodyMarkdown: '# Hi',
      bodyHtml: '<h1>Hi</h1>',
      searchText: 'hello a summary hi',
    })
    const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, 'hello'))
    expect(post?.publishedAt).toBe('2025-03-01')
    expect(post?.tags).toEqual(['instant-payments', 'iso-20022'])
    expect(post?.updatedAt).toBeInstanceOf(Date)

    await db.insert(indexSeries).values({
      id: 'net-salary-index',
      name: 'Net salary index',
      description: 'd',
      unit: 'rand',
      format: 'currency',
      illustrative: true,
      source: 's',
    })
    await db
      .insert(indexPoints)
      .values({ seriesId: 'net-salary-index', month: '2024-01-01', value: 15234.5 })
    const points = await db.select().from(indexPoints)
    expect(points).toEqual([{ seriesId: 'net-salary-index', month: '2024-01-01', value: 15234.5 }])

    const activeFrom = new Date('2025-01-01T08:00:00Z')
    await db.insert(notifications).values({
      id: '3f1c6a52-8a4e-4d1b-9a43-0b7b8f2f6c11',
      title: 't',
      body: 'b',
      published: true,
      activeFrom,
    })
    const [notification] = await db.select().from(notifications)
    expect(notification?.activeFrom?.toISOString()).toBe(activeFrom.toISOString())
    expect(notification?.source).toBe('content')
  })

  it('empties every table with truncateAll', async () => {
    const { db } = database()
    await truncateAll(db)
    expect(await db.select().from(blogPosts)).toEqual([])
    expect(await db.select().from(notifications)).toEqual([])
  })
})

describe('PGlite on disk', { timeout: SLOW_TEST_LIMIT_MS }, () => {
  const dirs: string[] = []
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it('keeps what was written after closing and reopening the same folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mzc-db-'))
    dirs.push(dataDir)
    const first = await openDatabase({ dataDir })
    await migrate(first.db)
    await first.db.insert(banks).values({
      id: 'absa',
      name: 'Absa Bank',
      universalBranchCode: '632005',
      swiftBic: 'ABSAZAJJ',
    })
    await first.close()

    const second = await openDatabase({ dataDir })
    await migrate(second.db)
    expect(await second.db.select().from(banks)).toEqual([
      { id: 'absa', name: 'Absa Bank', universalBranchCode: '632005', swiftBic: 'ABSAZAJJ' },
    ])
    await second.close()
  })
})
