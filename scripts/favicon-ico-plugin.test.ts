// @vitest-environment node
import { readFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { expect, it } from 'vitest'
import { icoFromPngs } from './favicon-ico-plugin.ts'

it('writes an ICO whose entries point at each PNG, as browsers read it', () => {
  const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url))
  const images = [16, 32].map((size) => ({
    size,
    png: new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng(),
  }))
  const ico = icoFromPngs(images)
  expect(ico.readUInt16LE(0)).toBe(0)
  expect(ico.readUInt16LE(2)).toBe(1)
  expect(ico.readUInt16LE(4)).toBe(2)
  for (const [index, { size, png }] of images.entries()) {
    const entry = 6 + 16 * index
    expect(ico.readUInt8(entry)).toBe(size)
    expect(ico.readUInt8(entry + 1)).toBe(size)
    const length = ico.readUInt32LE(entry + 8)
    const offset = ico.readUInt32LE(entry + 12)
    expect(length).toBe(png.byteLength)
    const stored = ico.subarray(offset, offset + length)
    // The PNG signature, and the PNG's own width in its header.
    expect([...stored.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join('')).toBe('PNG')
    expect(stored.readUInt32BE(16)).toBe(size)
  }
  expect(ico.byteLength).toBe(6 + 32 + images[0]!.png.byteLength + images[1]!.png.byteLength)
})
