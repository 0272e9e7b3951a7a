// @vitest-environment node
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from './client.ts'
import { tightenDataDir } from './data-dir-mode.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

const roots: string[] = []
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true })
  vi.restoreAllMocks()
})
const scratch = () => {
  const root = mkdtempSync(join(tmpdir(), 'data-dir-mode-'))
  roots.push(root)
  return root
}

/** Every path under `root` (itself included) whose group or others may do anything with it. */
function looseEntries(root: string): string[] {
  const paths = [
    root,
    ...readdirSync(root, { recursive: true }).map((entry) => join(root, String(entry))),
  ]
  return paths.filter((path) => (statSync(path).mode & 0o077) !== 0)
}

describe('the data folder is its owner’s alone', () => {
  it('takes group and other permissions off a folder made before the rule', async () => {
    const dir = join(scratch(), 'data')
    mkdirSync(join(dir, 'pg_wal'), { recursive: true })
    writeFileSync(join(dir, 'pg_wal', '000000010000000000000001'), 'contact messages')
    writeFileSync(join(dir, 'PG_VERSION'), '17')
    chmodSync(dir, 0o755)
    chmodSync(join(dir, 'pg_wal'), 0o755)
    chmodSync(join(dir, 'pg_wal', '000000010000000000000001'), 0o666)
    chmodSync(join(dir, 'PG_VERSION'), 0o644)

    expect(await tightenDataDir(dir)).toBe(4)
    expect(looseEntries(dir)).toEqual([])
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    expect(statSync(join(dir, 'PG_VERSION')).mode & 0o777).toBe(0o600)
    // Nothing left to tighten the second time.
    expect(await tightenDataDir(dir)).toBe(0)
  })

  it(
    'opens PGlite so that nothing it wrote, the WAL included, is readable by others',
    async () => {
      const dir = join(scratch(), 'data')
      const warn = vi.spyOn(console, 'warn')
      const database = await openDatabase({ dataDir: dir })
      // While it runs, the folder keeps everyone but its owner out of whatever PGlite writes.
      expect(statSync(dir).mode & 0o777).toBe(0o700)
      try {
        await database.db.execute('create table note (body text)')
        await database.db.execute("insert into note values ('Thandi, thandi@example.co.za')")
      } finally {
        await database.close()
      }
      expect(readdirSync(join(dir, 'pg_wal')).length).toBeGreaterThan(0)
      expect(looseEntries(dir)).toEqual([])
      // A new folder was never loose: nothing to warn about.
      expect(warn).not.toHaveBeenCalled()
    },
    SLOW_TEST_LIMIT_MS,
  )

  it(
    'tightens an existing folder as it opens, and says so',
    async () => {
      const dir = join(scratch(), 'data')
      await (await openDatabase({ dataDir: dir })).close()
      chmodSync(dir, 0o755)
      chmodSync(join(dir, 'PG_VERSION'), 0o666)
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
      await (await openDatabase({ dataDir: dir })).close()
      expect(looseEntries(dir)).toEqual([])
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/could be read by other users: 2 files and folders/),
      )
    },
    SLOW_TEST_LIMIT_MS,
  )
})
