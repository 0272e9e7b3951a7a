// @vitest-environment node
import { SLOW_TEST_LIMIT_MS } from '../../tests/limits.ts'
import { existsSync } from 'node:fs'
import { afterAll, describe, expect, it } from 'vitest'
import { processHarness } from '../testing/processes.ts'

/** A bad setting stops the real server process at start, naming it, before it opens anything. */
const { runTs, siteFolder, cleanup } = processHarness('mzc-faults-config-')
afterAll(cleanup)

/** Starts the server with `env` over a site of its own; resolves with its exit code and stderr. */
async function start(env: NodeJS.ProcessEnv) {
  const site = siteFolder()
  const server = runTs('server/index.ts', [], {
    ...site.env,
    DATA_DIR: site.dataDir,
    DATABASE_URL: '',
    PORT: '0',
    ...env,
  })
  let stderr = ''
  server.child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
  // 'close', not 'exit': by then everything the process wrote has been read.
  const code = await new Promise<number | null>((resolve) => server.child.once('close', resolve))
  return { code, stderr, dataDirMade: existsSync(site.dataDir) }
}

describe('the server process with a bad setting', () => {
  it.each([
    ['RATE_LIMIT_READS', 'abc', "expected requests/seconds such as 600/60, got 'abc'"],
    ['REQUEST_DEADLINE_MS', '5s', "got '5s'"],
    ['DB_POOL_SIZE', '0', "got '0'"],
    ['SITE_URL', 'www.mzansiclearing.co.za', '(not an absolute URL)'],
  ])(
    'exits 1 naming %s=%s and why',
    async (name, value, reason) => {
      const { code, stderr, dataDirMade } = await start({ [name]: value })
      expect(code).toBe(1)
      expect(stderr).toContain(`Bad environment variable:\n  ${name}: expected `)
      expect(stderr).toContain(reason)
      expect(dataDirMade).toBe(false)
    },
    60_000,
  )

  it(
    'names every bad setting at once',
    async () => {
      const { code, stderr } = await start({
        PORT: 'eighty',
        RATE_LIMIT_CONTACT: '5',
        DB_QUERY_TIMEOUT_MS: '-1',
      })
      expect(code).toBe(1)
      expect(stderr).toContain('Bad environment variables:\n')
      for (const name of ['PORT', 'RATE_LIMIT_CONTACT', 'DB_QUERY_TIMEOUT_MS'])
        expect(stderr).toContain(`  ${name}: expected `)
    },
    SLOW_TEST_LIMIT_MS,
  )
})
