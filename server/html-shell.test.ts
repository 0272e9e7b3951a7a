// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { prerenderedFile } from './prerendered.ts'
import { APP_SCRIPTS_ID, appScriptsJson } from './app-loader.ts'
import { fillShell, fillShellParts } from './html-shell.ts'
import { SITE_URL_PLACEHOLDER, withSiteUrl } from './site-url.ts'
import { finishPage } from './page-bytes.ts'

const SHELL = [
  '<!doctype html><html lang="en-ZA"><head>',
  '<title>Mzansi Clearing</title>',
  '<meta\n      name="description"\n      content="The site\'s own description."\n    />',
  '<meta property="og:title" content="Mzansi Clearing" />',
  '<meta property="og:description" content="Mzansi Clearing" />',
  '</head><body><div id="root"></div></body></html>',
].join('')

describe('fillShell', () => {
  const page = {
    html: '<link rel="preload" as="image" href="/logo.svg"/><main><h1>EFT</h1><p>$&amp; $1</p></main>',
    title: 'Services | EFT & "more"',
    description: 'Batch payments & "debit orders" <between> banks.',
    path: '/services/eft',
    structuredData: [{ '@type': 'BreadcrumbList', name: '</script><script>alert(1)</script>' }],
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

  it('sets the page’s description, escaped, and keeps the shell’s when there is none', () => {
    expect(filled).toContain(
      'content="Batch payments &amp; &quot;debit orders&quot; &lt;between&gt; banks."',
    )
    expect(filled).not.toContain('The site’s own description')
    const plain = fillShell(SHELL, {
      html: '<main></main>',
      title: 'Article',
      path: '/blog/post/x',
    })
    expect(plain).toContain('content="The site\'s own description."')
  })

  it('links the canonical address and og:url on the placeholder origin', () => {
    const url = `${SITE_URL_PLACEHOLDER}/services/eft`
    expect(filled).toContain(`<link rel="canonical" href="${url}" />`)
    expect(filled).toContain(`<meta property="og:url" content="${url}" />`)
    expect(withSiteUrl(filled, 'https://www.example.org')).toContain(
      '<link rel="canonical" href="https://www.example.org/services/eft" />',
    )
  })

  it('puts the structured data in the head, where no text can end its element', () => {
    const head = filled.slice(0, filled.indexOf('</head>'))
    const blocks = [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
    expect(blocks).toHaveLength(1)
    expect(JSON.parse(blocks[0]![1]!)).toEqual(page.structuredData[0])
    expect(filled.match(/<\/script>/g)).toHaveLength(1)
  })

  it('names no canonical address for the Not Found page, which has none', () => {
    const notFound = fillShell(SHELL, { html: '<h1>Not found</h1>', title: 'Page not found' })
    expect(notFound).not.toContain('rel="canonical"')
    expect(notFound).not.toContain('og:url')
  })

  it('adds the page’s own scripts to the app loader’s block, once each, none twice', () => {
    const built = SHELL.replace(
      '</body>',
      `<script type="application/json" id="${APP_SCRIPTS_ID}">` +
        appScriptsJson({ entry: '/assets/index-abc.js', preload: ['/assets/framework-abc.js'] }) +
        '</script><script>/* the loader */</script></body>',
    )
    const withScripts = fillShell(built, {
      ...page,
      scripts: ['/assets/framework-abc.js', '/assets/eft-abc.js', '/assets/site-header-abc.js'],
    })
    const block = /<script type="application\/json" id="app-scripts">([^<]*)<\/script>/.exec(
      withScripts,
    )
    expect(JSON.parse(block?.[1] ?? '')).toEqual({
      entry: '/assets/index-abc.js',
      preload: ['/assets/framework-abc.js'],
      prefetch: ['/assets/eft-abc.js', '/assets/site-header-abc.js'],
    })
    expect(() => fillShell(SHELL, { ...page, scripts: ['/assets/eft-abc.js'] })).toThrow(
      /no #app-scripts/,
    )
  })

  it('gives the same document as pieces, the page’s markup and data among them as they are', () => {
    const parts = fillShellParts(SHELL, { ...page, afterRoot: '<script>{"data":1}</script>' })
    expect(parts.join('')).toBe(
      fillShell(SHELL, { ...page, afterRoot: '<script>{"data":1}</script>' }),
    )
    expect(parts).toContain('<main><h1>EFT</h1><p>$&amp; $1</p></main>')
    expect(parts).toContain('<script>{"data":1}</script>')
    // Encoded piece by piece, the bytes and the entity tag are the joined document's.
    const pieces = finishPage(parts, ['gzip'])
    const joined = finishPage(parts.join(''), ['gzip'])
    expect(Buffer.from(pieces.plain).equals(Buffer.from(joined.plain))).toBe(true)
    expect(pieces.etag).toBe(joined.etag)
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
