// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DrizzleQueryError } from 'drizzle-orm'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { ContentStoreError } from '../content/errors.ts'
import { startFailureMessage } from '../start-failure.ts'
import { explainDataDirFailure } from './client.ts'
import { DataDirUnusableError } from './data-dir-lock.ts'
import { freeSpaceCode, NEARLY_FULL_BYTES, noSpaceCode, noSpaceMessage } from './no-space.ts'
import { initialiseCluster } from './pglite-init.ts'
import { PROCESS_WAIT_LIMIT_MS, SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

/** A full disk is simulated by injecting ENOSPC (server/testing/no-space.mjs), never by filling one. */
const NO_SPACE_PRELOAD = new URL('../testing/no-space.mjs', import.meta.url).href

const roots: string[] = []
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})
const scratch = () => {
  const root = mkdtempSync(join(tmpdir(), 'no-space-'))
  roots.push(root)
  return root
}

describe('a full disk', () => {
  it.each([
    [
      'a Node error',
      Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    ],
    ['a quota', Object.assign(new Error('EDQUOT: disk quota exceeded'), { code: 'EDQUOT' })],
    [
      "Postgres's disk_full inside a failed query",
      new DrizzleQueryError(
        'insert into "t" values ($1)',
        ['x'],
        Object.assign(new Error('could not extend file "base/5/1": No space left on device'), {
          code: '53100',
        }),
      ),
    ],
    ["PGlite's file system errno", Object.assign(new Error(''), { name: 'ErrnoError', errno: 51 })],
    [
      'the C library’s words',
      new Error('could not write to file "pg_wal/x": No space left on device'),
    ],
  ])('is recognised from %s', (_, error) => {
    expect(noSpaceCode(error)).toBe(error.message.includes('quota') ? 'EDQUOT' : 'ENOSPC')
    expect(noSpaceCode(new Error('wrapped', { cause: error }))).toBeDefined()
  })

  it('is not seen in other errors', () => {
    expect(noSpaceCode(new Error('relation "x" does not exist'))).toBeUndefined()
    expect(noSpaceCode(Object.assign(new Error('denied'), { code: 'EACCES' }))).toBeUndefined()
    expect(noSpaceCode(undefined)).toBeUndefined()
  })

  it('is told by the space left when PGlite fails without saying why', async () => {
    const blocks = (bytes: number) => async () => ({ bavail: bytes / 4096, bsize: 4096 })
    expect(await freeSpaceCode('/data', blocks(NEARLY_FULL_BYTES - 4096))).toBe('ENOSPC')
    expect(await freeSpaceCode('/data', blocks(NEARLY_FULL_BYTES * 10))).toBeUndefined()
    expect(await freeSpaceCode('/data', () => Promise.reject(new Error('ENOENT')))).toBeUndefined()
  })

  it(
    'while PGlite creates its database is said as no space left for DATA_DIR',
    async () => {
      const dataDir = join(scratch(), 'data')
      // The child (initdb) loads the injection: its writes fail once 1 MB is written.
      vi.stubEnv('NO_SPACE_DIR', dataDir)
      vi.stubEnv('NO_SPACE_AFTER_BYTES', String(1024 * 1024))
      let failure: unknown
      try {
        await initialiseCluster(dataDir, PROCESS_WAIT_LIMIT_MS, ['--import', NO_SPACE_PRELOAD])
      } catch (error) {
        failure = error
      } finally {
        vi.unstubAllEnvs()
      }
      expect(noSpaceCode(failure)).toBe('ENOSPC')
      const explained = await explainDataDirFailure(dataDir, failure)
      expect(explained).toBeInstanceOf(DataDirUnusableError)
      expect((explained as Error).message).toBe(noSpaceMessage(dataDir))
      expect((explained as Error).message).toBe(
        `No space left on the device for DATA_DIR (${dataDir}): ENOSPC. Free some space there, ` +
          'or point DATA_DIR at a folder on a disk with room.',
      )
    },
    SLOW_TEST_LIMIT_MS,
  )

  it('names the step, the file and the folder when the start fails for lack of room', async () => {
    const pglite = { driver: 'pglite' as const, location: '/srv/mzansi/data' }
    const stored = new ContentStoreError(
      'blog/eft.md',
      'ENOSPC',
      Object.assign(new Error('No space left on device'), { code: '53100' }),
    )
    expect(await startFailureMessage('Loading the content from /srv/content', pglite, stored)).toBe(
      `Loading the content from /srv/content failed while storing blog/eft.md. ${noSpaceMessage('/srv/mzansi/data')}`,
    )
    const postgres = { driver: 'postgres' as const, location: 'postgres://db.internal/site' }
    expect(await startFailureMessage('Migrating the database', postgres, stored.cause)).toBe(
      'Migrating the database failed. The Postgres server (postgres://db.internal/site) has no ' +
        'space left (ENOSPC): free space on its disk.',
    )
    // Anything else: its cause in one line, without the query's values.
    const other = new DrizzleQueryError(
      'select * from "content_files" where "path" = $1',
      ['secret'],
      Object.assign(new Error('relation "content_files" does not exist'), { code: '42P01' }),
    )
    const message = await startFailureMessage(
      'Loading the content from /srv/content',
      postgres,
      other,
    )
    expect(message).toBe(
      'Loading the content from /srv/content failed: Error: relation "…" does not exist (42P01)',
    )
  })
})
