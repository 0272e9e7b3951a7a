// @vitest-environment node
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { precompress, precompressFolder } from './precompress-plugin.ts'

let dir: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mzansi-precompress-'))
})

afterEach(() => rmSync(dir, { recursive: true, force: true }))

const text = (lines: number) =>
  Array.from({ length: lines }, (_, i) => `export const line${i} = "text ${i}"\n`).join('')

describe('precompressFolder', () => {
  it('writes a .br and a .gz beside each text file, in every folder, that decode to it', async () => {
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, 'prerendered', 'services'), { recursive: true })
    const files = {
      'assets/index-abc.js': text(200),
      'assets/index-abc.css': `body{color:red}\n`.repeat(200),
      'prerendered/services/eft.html': `<p>EFT</p>\n`.repeat(200),
      'manifest.webmanifest': `{"name":"x"}`.padEnd(2000, ' '),
    }
    for (const [path, content] of Object.entries(files)) writeFileSync(join(dir, path), content)

    expect(await precompressFolder(dir)).toBe(8)

    for (const [path, content] of Object.entries(files)) {
      const br = readFileSync(join(dir, `${path}.br`))
      const gz = readFileSync(join(dir, `${path}.gz`))
      expect(br.byteLength).toBeLessThan(content.length)
      expect(brotliDecompressSync(br).toString()).toBe(content)
      expect(gunzipSync(gz).toString()).toBe(content)
    }
  })

  it('leaves out small files, files that are not text and copies that would not be smaller', async () => {
    writeFileSync(join(dir, 'small.js'), 'console.log(1)'.padEnd(1023, ' '))
    writeFileSync(join(dir, 'picture.png'), text(200))
    writeFileSync(join(dir, 'noise.txt'), randomBytes(4096))
    writeFileSync(join(dir, 'source.js.map'), text(200))

    expect(await precompressFolder(dir)).toBe(0)

    for (const name of ['small.js', 'picture.png', 'noise.txt', 'source.js.map']) {
      expect(existsSync(join(dir, `${name}.br`)), `${name}.br`).toBe(false)
      expect(existsSync(join(dir, `${name}.gz`)), `${name}.gz`).toBe(false)
    }
  })

  it('does not compress its own copies again when run twice', async () => {
    writeFileSync(join(dir, 'app.js'), text(200))
    await precompressFolder(dir)
    expect(await precompressFolder(dir)).toBe(2)
    expect(existsSync(join(dir, 'app.js.br.br'))).toBe(false)
    expect(existsSync(join(dir, 'app.js.gz.gz'))).toBe(false)
  })
})

describe('the precompress plugin', () => {
  it('runs after the other plugins, one at a time, in client builds only', () => {
    const plugin = precompress()
    const hook = plugin.closeBundle
    expect(typeof hook === 'object' && hook.order).toBe('post')
    expect(typeof hook === 'object' && hook.sequential).toBe(true)
    const apply = plugin.apply as (config: object, env: object) => boolean
    expect(apply({}, { command: 'build', isSsrBuild: false })).toBe(true)
    expect(apply({}, { command: 'build', isSsrBuild: true })).toBe(false)
    expect(apply({}, { command: 'serve', isSsrBuild: false })).toBe(false)
  })
})
