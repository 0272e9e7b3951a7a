// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { blogPosts, branches, documents } from '../db/schema.ts'
import { describeWithDatabase } from '../db/test-database.ts'
import { formatIssue, syncContent } from './index.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

const contentDir = fileURLToPath(new URL('../../content', import.meta.url))

/** The integration check: the editors' real content/ folder loads with zero errors. */
describeWithDatabase('the real content folder', (database) => {
  it(
    'loads with no rejected file, and a second run changes nothing',
    async () => {
      const { db } = database()
      const result = await syncContent(db, contentDir)
      expect(result.errors.map((issue) => formatIssue(issue, 'content'))).toEqual([])
      expect(result.loaded.length).toBeGreaterThan(0)
      expect((await db.select().from(blogPosts)).length).toBeGreaterThanOrEqual(12)
      expect((await db.select().from(documents)).map((row) => row.description).sort()).toContain(
        'Self-Assessment Disclosure Framework ',
      )
      expect(new Set((await db.select().from(branches)).map((row) => row.province)).size).toBe(9)

      const again = await syncContent(db, contentDir)
      expect(again.loaded).toEqual([])
      expect(again.errors).toEqual([])
    },
    SLOW_TEST_LIMIT_MS,
  )
})
