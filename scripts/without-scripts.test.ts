// @vitest-environment node
import { expect, it } from 'vitest'
import { withoutScripts } from './without-scripts.ts'

it('takes out what runs and keeps the page, its data blocks and its stylesheet', () => {
  const html = [
    "<head><script>document.documentElement.dataset.theme='dark'</script>",
    '<link rel="stylesheet" crossorigin href="/assets/index.css">',
    '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
    '<script type="module" crossorigin src="/assets/index.js"></script>',
    '<script type="application/ld+json">{"@type":"WebSite"}</script></head>',
    '<body><div id="root"><main><h1>EFT</h1></main></div>',
    '<script type="application/json" id="page-data">{"queries":[]}</script>',
    '<script>\nconsole.log(1)\n</script></body>',
  ].join('')
  const bare = withoutScripts(html)
  expect(bare).not.toMatch(/dataset\.theme|index\.js|framework\.js|console\.log/)
  expect(bare).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">')
  expect(bare).toContain('<script type="application/ld+json">{"@type":"WebSite"}</script>')
  expect(bare).toContain('<script type="application/json" id="page-data">')
  expect(bare).toContain('<div id="root"><main><h1>EFT</h1></main></div>')
})
