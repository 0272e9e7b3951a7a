// @vitest-environment node
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { processHarness } from '../testing/processes.ts'
import { migrate, openDatabase } from './client.ts'
import { blogPosts, contactMessages, contentFiles } from './schema.ts'
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

const { runTs, siteFolder, temporaryFolder, cleanup } = processHarness('mzc-persist-')
afterAll(cleanup)

describe('PGlite after a killed process', { timeout: SLOW_TEST_LIMIT_MS }, () => {
  it('keeps every transaction committed before SIGKILL, and opens cleanly', async () => {
    const dataDir = join(temporaryFolder(), 'data')
    const writer = runTs('server/db/testing/write-loop.ts', [dataDir])
    await writer.waitFor(/committed 25\n/)
    writer.child.kill('SIGKILL')
    await writer.exited
    const reported = Math.max(
      ...[...writer.output().matchAll(/committed (\d+)/g)].map((m) => Number(m[1])),
    )

    const reopened = await openDatabase({ dataDir })
    await migrate(reopened.db)
    const rows = await reopened.db.select().from(contactMessages)
    await reopened.close()
    // Every reported commit is there; at most the one in flight when killed is extra.
    expect(rows.length).toBeGreaterThanOrEqual(reported)
    expect(rows.length).toBeLessThanOrEqual(reported + 1)
  })

  it('a server killed with SIGKILL restarts on its data: the content is there and nothing reloads', async () => {
    const site = siteFolder()
    const env = { ...site.env, PORT: '0', DATA_DIR: site.dataDir, DATABASE_URL: '' }

    const first = runTs('server/index.ts', [], env)
    await first.waitFor(/serving .* at http:\/\/localhost:\d+/)
    expect(first.output()).toMatch(/12 loaded, 0 unchanged, 0 removed, 0 rejected/)
    first.child.kill('SIGKILL')
    await first.exited

    const second = runTs('server/index.ts', [], env)
    const [, port] = (await second.waitFor(/at http:\/\/localhost:(\d+)/)) as RegExpMatchArray
    expect(second.output()).toMatch(/0 loaded, 12 unchanged, 0 removed, 0 rejected/)
    const health = await fetch(`http://127.0.0.1:${port}/health`)
    expect(health.status).toBe(200)
    second.child.kill('SIGTERM')
    await second.exited
    expect(second.child.exitCode).toBe(0)

    const reopened = await openDatabase({ dataDir: env.DATA_DIR })
    const posts = await reopened.db.select().from(blogPosts)
    const files = await reopened.db.select().from(contentFiles)
    await reopened.close()
    expect(posts).toHaveLength(3)
    expect(files).toHaveLength(12)
  })
})
