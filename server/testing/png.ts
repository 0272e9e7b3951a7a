import { expect } from 'vitest'

/** A PNG's width and height, read from its IHDR chunk. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  expect([...png.subarray(0, 8)]).toEqual(signature)
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  expect(new TextDecoder().decode(png.subarray(12, 16))).toBe('IHDR')
  return { width: view.getUint32(16), height: view.getUint32(20) }
}
