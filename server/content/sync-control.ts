import { createHash } from 'node:crypto'
import { chmod, rm } from 'node:fs/promises'
import { createServer, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { SyncResult } from './sync.ts'

/**
 * A server that owns a PGlite folder answers `npm run content:sync` through a Unix socket beside
 * its data (only the folder's owner may use it): the sync runs inside the server, which alone may
 * open the folder, and the command prints what the server loaded.
 */

/** Unix socket paths are limited to about 107 bytes: a long folder gets one in the temp folder. */
export function controlSocketPath(dataDir: string): string {
  const beside = join(dataDir, 'control.sock')
  if (Buffer.byteLength(beside) < 100) return beside
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16)
  return join(tmpdir(), `mzansi-${digest}.sock`)
}

export type SyncSummary = SyncResult & { driver: string; location: string }

export type SyncControl = { path: string; close: () => Promise<void> }

/** Listens on `path`; each POST /sync runs `sync` (one at a time) and answers its summary. */
export async function startSyncControl(
  path: string,
  sync: () => Promise<SyncSummary>,
): Promise<SyncControl> {
  let running: Promise<unknown> = Promise.resolve()
  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/sync') {
      res.writeHead(404).end()
      return
    }
    const run = running.then(sync)
    running = run.catch(() => {})
    run.then(
      (summary) => {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(summary))
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : String(error)
        res.writeHead(500, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message }))
      },
    )
  })
  await rm(path, { force: true })
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject)
    server.listen(path, () => resolveListen())
  })
  await chmod(path, 0o600)
  return {
    path,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose())
        server.closeAllConnections()
      }).then(() => rm(path, { force: true })),
  }
}

/** Asks the server listening on `path` to sync; rejects when none answers within `timeoutMs`. */
export function requestSync(path: string, timeoutMs = 10 * 60_000): Promise<SyncSummary> {
  return new Promise((resolveSync, reject) => {
    const req = request({ socketPath: path, method: 'POST', path: '/sync', timeout: timeoutMs })
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)))
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
            SyncSummary | { message: string }
          if (res.statusCode === 200) resolveSync(body as SyncSummary)
          else
            reject(new Error(`the server could not sync: ${(body as { message: string }).message}`))
        } catch (error) {
          reject(error as Error)
        }
      })
    })
    req.end()
  })
}
