import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { basename, resolve, sep } from 'node:path'
import { Readable } from 'node:stream'
import type { Context } from 'hono'

/**
 * The path of `fileName` inside `folder`, or null when the name could point anywhere else. The
 * name comes from the database (the content sync wrote it), never from the request; this is the
 * second check that it is a plain file name inside the folder.
 */
export function fileInside(folder: string, fileName: string): string | null {
  const root = resolve(folder)
  if (fileName !== basename(fileName) || fileName === '' || fileName.startsWith('.')) return null
  const path = resolve(root, fileName)
  return path.startsWith(root + sep) ? path : null
}

/** Whether If-None-Match names `etag` (or is `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

export type FileAnswer = {
  path: string
  contentType: string
  /** Quoted strong ETag. */
  etag: string
  cacheControl: string
  disposition?: string
}

/** Streams a file with its headers, 304 when the client has it, 404 JSON when it is gone. */
export async function sendFile(c: Context, file: FileAnswer): Promise<Response> {
  const headers = {
    ETag: file.etag,
    'Cache-Control': file.cacheControl,
    ...(file.disposition ? { 'Content-Disposition': file.disposition } : {}),
  }
  if (matchesEtag(c.req.header('if-none-match'), file.etag)) return c.body(null, 304, headers)
  let size: number
  try {
    const stats = await stat(file.path)
    if (!stats.isFile()) throw new Error('not a file')
    size = stats.size
  } catch {
    return c.json({ error: 'File not found' }, 404)
  }
  const fileHeaders = {
    ...headers,
    'Content-Type': file.contentType,
    'Content-Length': String(size),
  }
  if (c.req.method === 'HEAD') return c.body(null, 200, fileHeaders)
  const stream = Readable.toWeb(createReadStream(file.path)) as ReadableStream<Uint8Array>
  return c.body(stream, 200, fileHeaders)
}

/** `inline; filename="..."` with an RFC 5987 UTF-8 copy for names outside plain ASCII. */
export function contentDisposition(type: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`
}
