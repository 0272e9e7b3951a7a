// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  ContentDirMismatchError,
  requestSync,
  startSyncControl,
  type SyncControl,
  type SyncSummary,
} from './sync-control.ts'

describe('the sync control socket', () => {
  let root: string
  let contentDir: string
  let control: SyncControl
  const sync = vi.fn(async (): Promise<SyncSummary> => ({
    loaded: ['blog/a.md'],
    skipped: [],
    removed: [],
    errors: [],
    driver: 'pglite',
    location: join(root, 'data'),
    contentDir,
  }))

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'mzc-sync-control-'))
    contentDir = join(root, 'content')
    mkdirSync(contentDir)
    mkdirSync(join(root, 'other'))
    symlinkSync(contentDir, join(root, 'linked'))
    control = await startSyncControl(join(root, 'control.sock'), { contentDir, sync })
  })
  afterAll(async () => {
    await control.close()
    rmSync(root, { recursive: true, force: true })
  })

  it("loads the server's folder when asked for it, under any of its names", async () => {
    sync.mockClear()
    for (const name of [contentDir, join(root, 'linked'), join(root, 'other', '..', 'content')]) {
      expect(await requestSync(control.path, name)).toMatchObject({
        loaded: ['blog/a.md'],
        contentDir,
      })
    }
    expect(sync).toHaveBeenCalledTimes(3)
  })

  it('refuses another folder, naming both, and loads nothing', async () => {
    sync.mockClear()
    for (const other of [join(root, 'other'), join(root, 'missing')]) {
      const refusal = await requestSync(control.path, other).catch((error: unknown) => error)
      expect(refusal).toBeInstanceOf(ContentDirMismatchError)
      expect(refusal).toMatchObject({ serverContentDir: contentDir, requestedContentDir: other })
      expect((refusal as Error).message).toBe(
        `the server loads content from ${contentDir}, not from ${other}; nothing was loaded`,
      )
    }
    expect(sync).not.toHaveBeenCalled()
  })

  it.each([
    ['no body', '', 400],
    ['not JSON', '{', 400],
    ['no folder', '{}', 400],
    ['a relative folder', '{"contentDir":"content"}', 400],
    ['a NUL in the folder', JSON.stringify({ contentDir: '/tmp/a\0b' }), 400],
    ['too large a body', JSON.stringify({ contentDir: `/${'a'.repeat(20_000)}` }), 413],
  ])('answers %s with %i and loads nothing', async (_, body, expected) => {
    sync.mockClear()
    const status = await new Promise<number>((resolve, reject) => {
      const req = request({ socketPath: control.path, method: 'POST', path: '/sync' })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      req.end(body)
    })
    expect(status).toBe(expected)
    expect(sync).not.toHaveBeenCalled()
  })
})
