// @vitest-environment node
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { processHarness } from './processes.ts'
import { PROCESS_WAIT_LIMIT_MS, SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'

const { runTs, temporaryFolder, cleanup } = processHarness('mzc-harness-')
afterAll(cleanup)

it(
  'reports a child that does not end within the limit with what it said',
  async () => {
    const script = join(temporaryFolder(), 'never-ends.mts')
    writeFileSync(script, "console.log('still serving')\nsetInterval(() => {}, 60_000)\n")
    const child = runTs(script, [])
    await child.waitFor(/still serving/)
    // The limit is on a fake clock: the child is not waited on for two minutes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      const ending = child.exit()
      vi.advanceTimersByTime(PROCESS_WAIT_LIMIT_MS)
      await expect(ending).rejects.toThrow(
        `not ended within ${PROCESS_WAIT_LIMIT_MS} ms:\nstill serving`,
      )
    } finally {
      vi.useRealTimers()
    }
    child.child.kill('SIGTERM')
    expect(await child.exit()).toBeNull()
  },
  SLOW_TEST_LIMIT_MS,
)
