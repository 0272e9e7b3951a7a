// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { prerenderedFile } from './prerendered.ts'
import { fillShell } from './html-shell.ts'

const SHELL = [
  '<!doctype html><html lang="en-ZA"><head>',
  '<title>Mzansi Clearing</title>',
  '<meta property="og:title" content="Mzansi Clearing" />',
  '<meta property="og:description" content="Mzansi Clearing" />',
  '</head><body><div id="root"></div></body></html>',
].join('')

describe('fillShell', () => {
  const page = {
    html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>EFT</h1><p>$&amp; $1</p></main>',
    title: 'Services | EFT & "more"',
  }
  const filled = fillShell(SHELL, page)

  it('puts the page inside #root, without the hints React wrote ahead of it', () => {
    expect(filled).toContain('<div id="root"><main><h1>EFT</h1><p>$&amp; $1</p></main></div>')
  })

  it('moves the resource hints into the head', () => {
    expect(filled).toContain('<link rel="preload" as="image" href="/logo.svg"/></head>')
  })

  it('sets the title and the sharing tags, escaped', () => {
    const title = 'Services | EFT &amp; &quot;more&quot;'
    expect(filled).toContain(`<title>${title}</title>`)
    expect(filled).toContain(`<meta property="og:title" content="${title}"`)
    expect(filled).toContain(`<meta property="og:description" content="${title}"`)
  })

  it('refuses a shell without an empty #root', () => {
    expect(() => fillShell(SHELL.replace('<div id="root"></div>', ''), page)).toThrow(/#root/)
  })
})

describe('prerenderedFile', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/services/eft', 'prerendered/services/eft.html'],
    ['/services/eft/', 'prerendered/services/eft.html'],
  ])('stores %s in %s', (path, file) => {
    expect(prerenderedFile(path)).toBe(file)
  })
})
