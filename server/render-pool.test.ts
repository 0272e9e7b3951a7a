// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { createRenderPool, type RenderPool } from './render-pool.ts'
import { RENDER_THREAD_NICENESS } from './render-worker.ts'
import { SLOW_TEST_LIMIT_MS, WAIT_LIMIT_MS } from '../tests/limits.ts'

/**
 * The render threads themselves: a render runs in a worker thread, asks this thread for its data,
 * and the pool refuses at once what it cannot queue. (What is around a render, the cache, the
 * shell and the deadline, is tested in this thread in page-renderer.test.ts.)
 */

const root = mkdtempSync(join(tmpdir(), 'render-pool-'))
const pools: RenderPool[] = []
afterAll(async () => {
  await Promise.all(pools.map((pool) => pool.destroy()))
  rmSync(root, { recursive: true, force: true })
})

/** A bundle that asks the API for the path's words and shows the answer, and the thread it ran in. */
const ENTRY = `
import { isMainThread } from 'node:worker_threads'
export const brand = { name: 'Mzansi Clearing', logo: '/logo.svg' }
export async function renderPageWithData(path, fetch) {
  const answer = await fetch('/api/public/v2/Branches?q=' + path.slice(1))
  return { html: '<main>' + (await answer.text()) + (isMainThread ? ' main' : ' worker') + '</main>',
    title: path, status: answer.status, afterRoot: '', description: '', path, breadcrumb: [] }
}
`
const entryFile = join(root, 'entry.js')
writeFileSync(entryFile, ENTRY)

/** A thread's nice value, from its `/proc` stat line (the 19th field). */
const niceOf = (thread: string) => {
  const stat = readFileSync(`/proc/${thread}/stat`, 'utf8')
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
}
const threadNiceValues = () =>
  readdirSync('/proc/self/task').map((tid) => niceOf(`self/task/${tid}`))

const later = () => Date.now() + SLOW_TEST_LIMIT_MS

describe('createRenderPool', () => {
  it(
    'renders in a worker thread, its API requests answered in this one',
    async () => {
      const asked: string[] = []
      const pool = createRenderPool({
        entryFile,
        threads: 1,
        fetch: async (input) => Response.json({ asked: String(input) }),
      })
      pools.push(pool)
      const result = await pool.render('/durban', later(), undefined, (url) => asked.push(url))
      expect(result).toMatchObject({
        outcome: 'rendered',
        page: {
          html: '<main>{"asked":"http://localhost/api/public/v2/Branches?q=durban"} worker</main>',
        },
      })
      expect(asked).toEqual(['http://localhost/api/public/v2/Branches?q=durban'])
      // The render thread runs below this thread's priority: when both want the CPU, the thread
      // that answers /health and the API has it first.
      expect(niceOf('thread-self')).toBe(0)
      expect(threadNiceValues()).toContain(RENDER_THREAD_NICENESS)
    },
    SLOW_TEST_LIMIT_MS,
  )

  it(
    'refuses at once when its queue is full, and renders nothing that starts past its deadline',
    async () => {
      // The API answers only when the test says: the first renders hold the thread meanwhile.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      const asked: string[] = []
      const pool = createRenderPool({
        entryFile,
        threads: 1,
        maxQueue: 1,
        fetch: async (input) => {
          asked.push(String(input))
          if (!String(input).endsWith('q=warm')) await held
          return Response.json({ ok: true })
        },
      })
      pools.push(pool)
      // The thread is up and has the bundle.
      expect((await pool.render('/warm', later())).outcome).toBe('rendered')
      // The thread's render waits for its data; a few more can wait for the thread, and the
      // rest are refused at once, before anything is answered.
      const answers: (string | undefined)[] = []
      const renders = ['/a', '/b', '/c', '/d', '/e', '/f'].map((path, index) =>
        pool.render(path, later()).then((result) => (answers[index] = result.outcome)),
      )
      const refusals = () => answers.filter((outcome) => outcome === 'busy').length
      await vi.waitFor(() => expect(refusals()).toBeGreaterThanOrEqual(3), {
        timeout: WAIT_LIMIT_MS,
      })
      const refused = refusals()
      expect(answers.filter((outcome) => outcome !== undefined && outcome !== 'busy')).toEqual([])
      release()
      await Promise.all(renders)
      expect(answers.filter((outcome) => outcome === 'rendered')).toHaveLength(6 - refused)
      // A task whose deadline has passed when a thread takes it renders nothing at all.
      expect(await pool.render('/five', Date.now() - 1)).toEqual({ outcome: 'late' })
      expect(asked.some((url) => url.endsWith('q=five'))).toBe(false)
    },
    SLOW_TEST_LIMIT_MS,
  )
})
