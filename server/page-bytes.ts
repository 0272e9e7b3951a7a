import { createHash } from 'node:crypto'
import {
  brotliCompressSync,
  constants,
  gzipSync,
  type BrotliOptions,
  type ZlibOptions,
} from 'node:zlib'

/** The content codings the server sends (besides none), in its order of preference. */
export type Encoding = 'br' | 'gzip'

/** Bytes as they are sent. */
export type Body = Uint8Array<ArrayBuffer>

/**
 * How hard to compress: `most` for the build's files (once per server), `quick` for a page the
 * server rendered (once per render and encoding). On a 100 KB branch-search page: brotli 4 is
 * 1 ms of CPU for 17.8 KB (5 is nearly twice that, 11 within 10% of its size at many times the
 * CPU); gzip 4 with zlib's largest memory level is 0.76 ms for 19.6 KB, where gzip 6 was 1.5 ms
 * for 19.0 KB (3% smaller for twice the CPU, in every render a gzip-only client asks for).
 */
export type Effort = 'most' | 'quick'
const RENDERED_BROTLI_QUALITY = 4
const RENDERED_GZIP_LEVEL = 4
/** zlib's largest memory level: the same bytes as its default (8), about 7% faster. */
const RENDERED_GZIP_MEMORY = 9

/** The options `encoding` is compressed with, at `effort`, for `byteLength` bytes of text. */
export function compressionOptions(
  encoding: Encoding,
  effort: Effort,
  byteLength: number,
): BrotliOptions | ZlibOptions {
  return encoding === 'br'
    ? {
        params: {
          [constants.BROTLI_PARAM_QUALITY]:
            effort === 'most' ? constants.BROTLI_MAX_QUALITY : RENDERED_BROTLI_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: byteLength,
        },
      }
    : effort === 'most'
      ? { level: constants.Z_BEST_COMPRESSION }
      : { level: RENDERED_GZIP_LEVEL, memLevel: RENDERED_GZIP_MEMORY }
}

/** Weak, since a file's encodings hold the same content in different bytes. */
export function entityTag(plain: Body): string {
  return `W/"${createHash('sha256').update(plain).digest('base64url').slice(0, 27)}"`
}

/** A byte array of its own (a Buffer may be a view of a pool shared with others). */
const own = (buffer: Buffer): Body =>
  buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength
    ? new Uint8Array(buffer.buffer as ArrayBuffer)
    : new Uint8Array(buffer)

/**
 * A page as the server sends it, made where it was rendered: its bytes, their entity tag, and the
 * encodings asked for so far (the rest are made when a client first asks for them).
 */
export type FinishedPage = {
  plain: Body
  etag: string
  encoded: Partial<Record<Encoding, Body>>
}

/**
 * `html` (one string, or its pieces in order) as bytes, with its entity tag and its copies in
 * `encodings` (compressed at once, in this thread: a render thread's, so the thread that answers
 * `/health` never does it).
 */
export function finishPage(
  html: string | readonly string[],
  encodings: readonly Encoding[],
): FinishedPage {
  const plain = own(
    typeof html === 'string'
      ? Buffer.from(html)
      : Buffer.concat(html.map((part) => Buffer.from(part))),
  )
  const encoded: Partial<Record<Encoding, Body>> = {}
  for (const encoding of encodings) {
    const options = compressionOptions(encoding, 'quick', plain.byteLength)
    encoded[encoding] = own(
      encoding === 'br' ? brotliCompressSync(plain, options) : gzipSync(plain, options),
    )
  }
  return { plain, etag: entityTag(plain), encoded }
}
