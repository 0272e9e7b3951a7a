import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import type { Plugin } from 'vite'

/** The sizes the icon carries: the tab's (16, 32) and a desktop shortcut's (48). */
const SIZES = [16, 32, 48] as const

/**
 * An ICO file holding one PNG image per size (the PNG form of ICO, which every browser since
 * 2007 reads): a 6-byte header, a 16-byte entry per image, then the images.
 */
export function icoFromPngs(images: readonly { size: number; png: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0) // reserved
  header.writeUInt16LE(1, 2) // 1: an icon
  header.writeUInt16LE(images.length, 4)
  let offset = header.length + 16 * images.length
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry.writeUInt8(size >= 256 ? 0 : size, 0) // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1) // height
    entry.writeUInt8(0, 2) // no palette
    entry.writeUInt8(0, 3) // reserved
    entry.writeUInt16LE(1, 4) // colour planes
    entry.writeUInt16LE(32, 6) // bits per pixel
    entry.writeUInt32LE(png.byteLength, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.byteLength
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => Buffer.from(png))])
}

/**
 * Writes `favicon.ico` beside `favicon.svg` in the build, drawn from it: a browser (or a PDF
 * viewer) that asks for /favicon.ico by habit gets the site's icon rather than a 404.
 */
export function faviconIco(): Plugin {
  let root = process.cwd()
  return {
    name: 'favicon-ico',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    generateBundle() {
      const svg = readFileSync(join(root, 'public', 'favicon.svg'))
      const images = SIZES.map((size) => ({
        size,
        png: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
      }))
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: icoFromPngs(images) })
    },
  }
}
