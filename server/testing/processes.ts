import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PROCESS_WAIT_LIMIT_MS } from '../../tests/limits.ts'

/**
 * Server processes for the tests that must run the real thing (locks, signals, several
 * instances): each test file makes its own folders and children and ends them with cleanup().
 */
export const repository = fileURLToPath(new URL('../..', import.meta.url))

export function processHarness(prefix: string) {
  const roots: string[] = []
  const children: ChildProcess[] = []

  /** Runs a TypeScript entry point under tsx in this Node (no npx wrapper, so a kill reaches it). */
  function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv = {}) {
    const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
      cwd: repository,
      env: { ...process.env, LOG_REQUESTS: '0', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let output = ''
    // Each chunk of output, and the end, is told to whoever waits for a line.
    const listeners = new Set<() => void>()
    const told = () => {
      for (const listener of [...listeners]) listener()
    }
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      told()
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      told()
    })
    // 'close', not 'exit': by then its output has all been read.
    let ended = false
    const exited = new Promise<number | null>((resolve) =>
      child.once('close', (code) => {
        ended = true
        resolve(code)
        told()
      }),
    )
    return {
      child,
      output: () => output,
      /**
       * Resolves with the match once `pattern` appears in the output (looked for at each chunk);
       * rejects, with the output, if the process exits first or `limitMs` passes.
       */
      waitFor(pattern: RegExp, limitMs = PROCESS_WAIT_LIMIT_MS) {
        return new Promise<RegExpMatchArray>((resolve, reject) => {
          const done = () => {
            listeners.delete(look)
            clearTimeout(timer)
          }
          const look = () => {
            const match = output.match(pattern)
            if (match) {
              done()
              resolve(match)
            } else if (ended) {
              done()
              reject(
                new Error(
                  `exited ${child.exitCode ?? child.signalCode} before ${pattern}:\n${output}`,
                ),
              )
            }
          }
          const timer = setTimeout(() => {
            done()
            reject(new Error(`no ${pattern} within ${limitMs} ms:\n${output}`))
          }, limitMs)
          listeners.add(look)
          look()
        })
      },
      /** The exit code once the process has ended and its output has all been read. */
      exited,
      /**
       * `exited`, bounded: rejects with the output if the process has not ended within
       * `limitMs`, so a child that hangs is reported by what it said rather than by the test's
       * bare time-out.
       */
      exit(limitMs = PROCESS_WAIT_LIMIT_MS) {
        let timer: NodeJS.Timeout | undefined
        const late = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`not ended within ${limitMs} ms:\n${output}`)),
            limitMs,
          )
        })
        return Promise.race([exited, late]).finally(() => clearTimeout(timer))
      },
    }
  }

  /** A server on a free port; resolves once it listens, with its base URL. */
  async function startServer(env: NodeJS.ProcessEnv) {
    const server = runTs('server/index.ts', [], { PORT: '0', ...env })
    const [, port] = await server.waitFor(/at http:\/\/[^:]+:(\d+)/)
    return { ...server, url: `http://127.0.0.1:${port}` }
  }

  function temporaryFolder() {
    const root = mkdtempSync(join(tmpdir(), prefix))
    roots.push(root)
    return root
  }

  /** A folder with a minimal built site and a copy of the test content (12 files). */
  function siteFolder() {
    const root = temporaryFolder()
    const distDir = join(root, 'dist')
    mkdirSync(distDir)
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Test</title>')
    writeFileSync(join(distDir, 'routes.json'), '["/"]')
    writeFileSync(join(distDir, 'indexing.json'), '{"sitemap":["/"],"disallow":[]}')
    cpSync(join(repository, 'server/content/fixtures/content'), join(root, 'content'), {
      recursive: true,
    })
    cpSync(join(repository, 'server/content/fixtures/public'), join(root, 'public'), {
      recursive: true,
    })
    return {
      root,
      distDir,
      contentDir: join(root, 'content'),
      dataDir: join(root, 'data'),
      env: { DIST_DIR: distDir, CONTENT_DIR: join(root, 'content') },
    }
  }

  function cleanup() {
    for (const child of children)
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    for (const root of roots) rmSync(root, { recursive: true, force: true })
  }

  return { runTs, startServer, temporaryFolder, siteFolder, cleanup }
}

export type Harness = ReturnType<typeof processHarness>
export type Child = ReturnType<Harness['runTs']>
