// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { GALLERY_SHOTS_MODULE, galleryShots, pngSize } from './gallery-shots-plugin.ts'

/** The first 24 bytes of a PNG of the given size: signature, IHDR length, type, size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
  bytes.set(new TextEncoder().encode('IHDR'), 12)
  const view = new DataView(bytes.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

describe('pngSize', () => {
  it("reads a PNG's width and height from its header", () => {
    expect(pngSize(pngHeader(412, 96))).toEqual({ width: 412, height: 96 })
  })

  it('refuses what is not a PNG', () => {
    expect(() =>
      pngSize(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toThrow('not a PNG file')
  })
})

describe('galleryShots', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function loadIn(command: 'build' | 'serve') {
    const plugin = galleryShots(dir)
    const emitted: string[] = []
    const context = {
      addWatchFile: () => {},
      emitFile: ({ name }: { name: string }) => {
        emitted.push(name)
        return `ref${emitted.length}`
      },
    }
    ;(plugin.configResolved as (config: { command: string }) => void)({ command })
    const id = (plugin.resolveId as (source: string) => string | undefined)(GALLERY_SHOTS_MODULE)
    const load = plugin.load as unknown as (this: typeof context, id: string) => string
    const code = load.call(context, id!)
    return { code, emitted }
  }

  it('exports each picture with its size, emitted as an asset in a build', () => {
    dir = mkdtempSync(join(tmpdir(), 'gallery-shots-'))
    writeFileSync(join(dir, 'pager--current-page--forced-colours.png'), pngHeader(640, 120))
    writeFileSync(join(dir, 'notes.txt'), 'not a picture')
    const { code, emitted } = loadIn('build')
    expect(emitted).toEqual(['gallery-pager--current-page--forced-colours.png'])
    expect(code).toContain(
      '"pager--current-page--forced-colours": { src: import.meta.ROLLUP_FILE_URL_ref1, width: 640, height: 120 },',
    )
  })

  it('serves the file itself in development', () => {
    dir = mkdtempSync(join(tmpdir(), 'gallery-shots-'))
    writeFileSync(join(dir, 'switch--on--as-drawn.png'), pngHeader(300, 80))
    const { code, emitted } = loadIn('serve')
    expect(emitted).toEqual([])
    expect(code).toContain(`src: "/@fs${join(dir, 'switch--on--as-drawn.png')}"`)
  })

  it('names the file that is not a PNG', () => {
    dir = mkdtempSync(join(tmpdir(), 'gallery-shots-'))
    writeFileSync(join(dir, 'broken.png'), 'GIF89a')
    expect(() => loadIn('build')).toThrow('gallery-shots: broken.png: not a PNG file')
  })
})
