import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Plugin } from 'vite'

/**
 * The widget gallery's pictures of widgets as drawn and in forced colours, written by
 * `tests/e2e/forced-colors.spec.ts` (Playwright's `toHaveScreenshot`, which also compares them).
 */
export const GALLERY_SHOTS_DIR = fileURLToPath(
  new URL('../src/features/gallery/forced-colours', import.meta.url),
)

/** The virtual module the widget gallery imports its pictures from. */
export const GALLERY_SHOTS_MODULE = 'virtual:gallery-shots'
const resolvedId = `\0${GALLERY_SHOTS_MODULE}`

/** A PNG's size, from its header (the IHDR chunk is always first). */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  const ihdr = new TextDecoder().decode(bytes.subarray(12, 16))
  if (bytes.length < 24 || signature.some((byte, at) => bytes[at] !== byte) || ihdr !== 'IHDR') {
    throw new Error('not a PNG file')
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/**
 * The widget gallery's screenshots (`dir`, written by the forced-colours e2e test) as a module:
 * `export default { [name]: { src, width, height } }`, named by file without `.png`. The build
 * emits each as a hashed asset named `gallery-…` (the service worker leaves those to the network); the dev server serves the file. The size comes with the picture,
 * so the gallery sets `width` and `height` and nothing moves when a picture arrives.
 */
export function galleryShots(dir: string): Plugin {
  let building = false
  return {
    name: 'gallery-shots',
    configResolved(config) {
      building = config.command === 'build'
    },
    resolveId(source) {
      return source === GALLERY_SHOTS_MODULE ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      const files = existsSync(dir)
        ? readdirSync(dir)
            .filter((file) => file.endsWith('.png'))
            .sort()
        : []
      const entries = files.map((file) => {
        const path = join(dir, file)
        this.addWatchFile(path)
        const bytes = readFileSync(path)
        let size: { width: number; height: number }
        try {
          size = pngSize(bytes)
        } catch (error) {
          throw new Error(`gallery-shots: ${file}: ${(error as Error).message}`)
        }
        const src = building
          ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: `gallery-${file}`, source: bytes })}`
          : JSON.stringify(`/@fs${path}`)
        const name = JSON.stringify(file.replace(/\.png$/, ''))
        return `  ${name}: { src: ${src}, width: ${size.width}, height: ${size.height} },`
      })
      return `export default {\n${entries.join('\n')}\n}\n`
    },
  }
}
