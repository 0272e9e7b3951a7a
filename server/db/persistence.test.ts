// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { migrate, openDatabase } from './client.ts'
import { blogPosts, contactMessages, contentFiles } from './schema.ts'

const repository = fileURLToPath(new URL('../..', import.meta.url))
const roots: string[] = []
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  for (const root of roots) rmSync(root, { recursive: true, force: true })
})

function temporaryFolder() {
  const root = mkdtempSync(join(tmpdir(), 'mzc-persist-'))
  roots.push(root)
  return root
}

/** Runs a TypeScript entry point under tsx in this Node (no npx wrapper, so a kill reaches it). */
function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: repository,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return {
    child,
    output: () => output,
    /** Resolves with the output once `pattern` appears in it. */
    waitFor(pattern: RegExp, timeoutMs = 60_000) {
      return new Promise<RegExpMatchArray>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = output.match(pattern)
          if (match) {
            clearInterval(timer)
            resolve(match)
          } else if (child.exitCode !== null) {
            clearInterval(timer)
            reject(new Error(`exited ${child.exitCode} before ${pattern}:\n${output}`))
          }
        }, 50)
        setTimeout(() => {
          clearInterval(timer)
          reject(new Error(`timed out waiting for ${pattern}:\n${output}`))
        }, timeoutMs)
      })
    },
    exited: new Promise<void>((resolve) => child.once('exit', () => resolve())),
  }
}

describe('PGlite after a killed process', () => {
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
  }, 120_000)

  it('a server killed with SIGKILL restarts on its data: the content is there and nothing reloads', async () => {
    const root = temporaryFolder()
    const distDir = join(root, 'dist')
    mkdirSync(distDir)
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Test</title>')
    writeFileSync(join(distDir, 'routes.json'), '["/"]')
    cpSync(join(repository, 'server/content/fixtures/content'), join(root, 'content'), {
      recursive: true,
    })
    cpSync(join(repository, 'server/content/fixtures/public'), join(root, 'public'), {
      recursive: true,
    })
    const env = {
      PORT: '0',
      DIST_DIR: distDir,
      DATA_DIR: join(root, 'data'),
      CONTENT_DIR: join(root, 'content'),
      DATABASE_URL: '',
      LOG_REQUESTS: '0',
    }

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
  }, 180_000)
})
