import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

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
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => resolve(code)),
    )
    return {
      child,
      output: () => output,
      /** Resolves with the match once `pattern` appears in the output. */
      waitFor(pattern: RegExp, timeoutMs = 60_000) {
        return new Promise<RegExpMatchArray>((resolve, reject) => {
          const started = Date.now()
          const timer = setInterval(() => {
            const match = output.match(pattern)
            if (match) {
              clearInterval(timer)
              resolve(match)
            } else if (child.exitCode !== null) {
              clearInterval(timer)
              reject(new Error(`exited ${child.exitCode} before ${pattern}:\n${output}`))
            } else if (Date.now() - started > timeoutMs) {
              clearInterval(timer)
              reject(new Error(`timed out waiting for ${pattern}:\n${output}`))
            }
          }, 50)
        })
      },
      /** The exit code once the process has ended. */
      exited,
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
