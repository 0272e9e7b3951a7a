import { gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'

/** Smaller answers go as they are: gzip would save a few bytes at a real cost. */
export const COMPRESS_AT_BYTES = 1024

/**
 * A JSON answer serialised once, with a gzipped copy when it is worth one, made when a client
 * first takes it (the server's own renders read answers plain, and never pay for it).
 */
export type EncodedJson = { body: Uint8Array; gzip?: () => Uint8Array }

const encoder = new TextEncoder()

export function encodeJson(data: unknown): EncodedJson {
  const body = encoder.encode(JSON.stringify(data))
  if (body.byteLength < COMPRESS_AT_BYTES) return { body }
  let gzipped: Uint8Array | undefined
  return { body, gzip: () => (gzipped ??= gzipSync(body)) }
}

export function acceptsGzip(c: Context): boolean {
  const accepted = c.req.header('accept-encoding')
  return accepted !== undefined && /\bgzip\b(?!;\s*q=0(?:\.0*)?\b)/i.test(accepted)
}

/** Answers the compression middleware must leave alone: already encoded, or too small. */
const settled = new WeakSet<Context>()

/** Leaves this answer uncompressed (it is small, or already gzipped). */
export function skipCompression(c: Context): void {
  settled.add(c)
}

/** Sends encoded JSON, gzipped when the client accepts it and a gzipped copy exists. */
export function sendJson(
  c: Context,
  encoded: EncodedJson,
  status: 200 | 404,
  headers: Record<string, string> = {},
): Response {
  skipCompression(c)
  const gzip = encoded.gzip !== undefined && acceptsGzip(c)
  const body = (gzip ? encoded.gzip!() : encoded.body) as Uint8Array<ArrayBuffer>
  return c.body(body, status, {
    ...headers,
    'Content-Type': 'application/json',
    Vary: 'Origin, Accept-Encoding',
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  })
}

/**
 * Hono's compress for answers built on the fly (static files, other JSON), run after the handler
 * and only when the client accepts compression: reading the answer's headers makes the Node
 * adapter rebuild the response, which answers that set skipCompression() never pay for.
 */
export function compression(): MiddlewareHandler {
  const compressAnswer = compress()
  return async (c, next) => {
    await next()
    if (settled.has(c) || !/\b(gzip|deflate)\b/i.test(c.req.header('accept-encoding') ?? '')) return
    await compressAnswer(c, async () => {})
  }
}
