import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin, ResolvedConfig } from 'vite'

/** Text the server may send encoded; images, fonts and PDFs are compressed already. */
export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
]

/** Smaller files go as they are: the encoding would save a few bytes at a real cost. */
export const PRECOMPRESS_AT_BYTES = 1024

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

const compressible = (file: string) =>
  PRECOMPRESSED_EXTENSIONS.some((extension) => file.endsWith(extension))

/**
 * Writes `<file>.br` and `<file>.gz` beside every text file of at least PRECOMPRESS_AT_BYTES in
 * `dir` (and its folders), leaving out a copy that would not be smaller. Returns how many it wrote.
 */
export async function precompressFolder(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  const files = entries
    .filter((entry) => entry.isFile() && compressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
  let written = 0
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file)
      if (content.byteLength < PRECOMPRESS_AT_BYTES) return
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.byteLength,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ])
      for (const [suffix, encoded] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (encoded.byteLength >= content.byteLength) continue
        await writeFile(`${file}${suffix}`, encoded)
        written++
      }
    }),
  )
  return written
}

/**
 * After everything else has written to the build output (the prerendered pages, the service
 * worker), writes the compressed copies the server sends, so it never compresses a file per request.
 * Keep it last in the plugin list: post-order closeBundle hooks run in list order.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const outDir = resolve(config.root, config.build.outDir)
        const written = await precompressFolder(outDir)
        config.logger.info(`precompress: ${written} .br and .gz files written beside the build`)
      },
    },
  }
}
