import { createHash } from 'node:crypto'
import { chmod, realpath, rm } from 'node:fs/promises'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { isAbsolute, join, resolve } from 'node:path'
import { z } from 'zod'
import type { SyncResult } from './sync.ts'

/**
 * A server that owns a PGlite folder answers `npm run content:sync` through a Unix socket beside
 * its data (only the folder's owner may use it): the sync runs inside the server, which alone may
 * open the folder, and the command prints what the server loaded.
 *
 * The server loads only its own CONTENT_DIR (it loads it again at every start, so another folder
 * loaded through it would not last). The command says which folder it means, and a server whose
 * folder is another refuses, naming its own, without loading anything.
 */

/** Unix socket paths are limited to about 107 bytes: a long folder gets one in the temp folder. */
export function controlSocketPath(dataDir: string): string {
  const beside = join(dataDir, 'control.sock')
  if (Buffer.byteLength(beside) < 100) return beside
  const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 16)
  return join(tmpdir(), `mzansi-${digest}.sock`)
}

/** What the server loaded, from which folder, into which database. */
export type SyncSummary = SyncResult & { driver: string; location: string; contentDir: string }

export type SyncControl = { path: string; close: () => Promise<void> }

/** The command's request: the content folder it was given, as an absolute path. */
const syncRequest = z.object({
  contentDir: z
    .string()
    .min(1)
    .max(4096)
    .refine((path) => isAbsolute(path) && !path.includes('\0'), 'must be an absolute path'),
})
const MAX_REQUEST_BYTES = 16 * 1024

/** The server's content folder is not the one the command was given; nothing was loaded. */
export class ContentDirMismatchError extends Error {
  readonly serverContentDir: string
  readonly requestedContentDir: string
  constructor(serverContentDir: string, requestedContentDir: string) {
    super(
      `the server loads content from ${serverContentDir}, not from ${requestedContentDir}; ` +
        'nothing was loaded',
    )
    this.name = 'ContentDirMismatchError'
    this.serverContentDir = serverContentDir
    this.requestedContentDir = requestedContentDir
  }
}

/** Two names of one folder (a symlink, `..`) compare equal; a folder that is not there is its path. */
async function sameFolder(a: string, b: string): Promise<boolean> {
  const canonical = (path: string) => realpath(path).catch(() => resolve(path))
  const [left, right] = await Promise.all([canonical(a), canonical(b)])
  return left === right
}

function parseSyncRequest(text: string): z.infer<typeof syncRequest> | undefined {
  try {
    return syncRequest.parse(JSON.parse(text))
  } catch {
    return undefined
  }
}

function readBody(req: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > MAX_REQUEST_BYTES) {
        req.removeAllListeners('data')
        resolveBody(undefined)
      } else chunks.push(chunk)
    })
    req.on('end', () => resolveBody(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * Listens on `path`; each POST /sync naming `contentDir` runs `sync` (one at a time) and answers
 * its summary. A request naming another folder gets 409 with the server's folder.
 */
export async function startSyncControl(
  path: string,
  { contentDir, sync }: { contentDir: string; sync: () => Promise<SyncSummary> },
): Promise<SyncControl> {
  let running: Promise<unknown> = Promise.resolve()
  const answer = (res: ServerResponse, status: number, body: unknown): void => {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body))
  }

  const server = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/sync') {
      res.writeHead(404).end()
      return
    }
    void (async () => {
      const text = await readBody(req).catch(() => undefined)
      if (text === undefined) {
        res.once('finish', () => req.destroy())
        return answer(res, 413, { message: 'the request is too large' })
      }
      const parsed = parseSyncRequest(text)
      if (!parsed) {
        return answer(res, 400, {
          message: 'the request must name the content folder (contentDir)',
        })
      }
      const requested = parsed.contentDir
      if (!(await sameFolder(requested, contentDir))) {
        const refusal = new ContentDirMismatchError(contentDir, requested)
        return answer(res, 409, { message: refusal.message, contentDir })
      }
      const run = running.then(sync)
      running = run.catch(() => {})
      try {
        answer(res, 200, await run)
      } catch (error) {
        answer(res, 500, { message: error instanceof Error ? error.message : String(error) })
      }
    })()
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

/**
 * Asks the server listening on `path` to load `contentDir`; rejects with ContentDirMismatchError
 * when the server's folder is another, and with an Error when none answers within `timeoutMs`.
 */
export function requestSync(
  path: string,
  contentDir: string,
  timeoutMs = 10 * 60_000,
): Promise<SyncSummary> {
  const requested = resolve(contentDir)
  return new Promise((resolveSync, reject) => {
    const req = request({
      socketPath: path,
      method: 'POST',
      path: '/sync',
      timeout: timeoutMs,
      headers: { 'Content-Type': 'application/json' },
    })
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs / 1000} s`)))
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        try {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as
            SyncSummary | { message: string; contentDir?: string }
          if (res.statusCode === 200) resolveSync(body as SyncSummary)
          else if (res.statusCode === 409 && 'contentDir' in body && body.contentDir)
            reject(new ContentDirMismatchError(body.contentDir, requested))
          else
            reject(new Error(`the server could not sync: ${(body as { message: string }).message}`))
        } catch (error) {
          reject(error as Error)
        }
      })
    })
    req.end(JSON.stringify({ contentDir: requested }))
  })
}
