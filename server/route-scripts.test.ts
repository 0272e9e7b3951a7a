// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import {
  type BuiltChunk,
  readRouteScripts,
  ROUTE_SCRIPTS_FILE,
  routeScripts,
  scriptsFor,
  SHELL_PARTS,
} from './route-scripts.ts'

const chunk = (file: string, modules: string[], imports: string[] = [], isEntry = false) =>
  ({ file, modules, imports, isEntry }) satisfies BuiltChunk

/** A build like the site's: an entry, the shell's lazy parts, two route chunks sharing one part. */
const BUILD: BuiltChunk[] = [
  chunk('assets/index.js', ['src/main.tsx', 'src/routes/__root.tsx'], ['assets/react.js'], true),
  chunk('assets/react.js', ['node_modules/react-dom/index.js']),
  chunk('assets/site-header.js', [SHELL_PARTS[0]], ['assets/anchor.js', 'assets/react.js']),
  chunk('assets/site-footer.js', [SHELL_PARTS[1]], ['assets/anchor.js']),
  chunk('assets/shell-extras.js', ['src/shell/shell-extras.tsx']),
  chunk('assets/toast.js', ['src/ui/toast.tsx', 'src/ui/toast.css']),
  chunk('assets/anchor.js', ['src/ui/anchor.tsx']),
  chunk('assets/eft.js', ['src/routes/services/eft.tsx?tsr-split=component'], ['assets/page.js']),
  chunk('assets/page.js', ['src/templates/service-page.tsx'], ['assets/accordion.js']),
  chunk('assets/accordion.js', ['src/ui/accordion.tsx']),
  chunk(
    'assets/about.js',
    ['src/routes/about-us/index.tsx?tsr-split=component'],
    ['assets/page.js'],
  ),
  chunk('assets/home.js', ['src/routes/index.tsx?tsr-split=component']),
  chunk('assets/menu-panel.js', ['src/shell/mobile-menu-panel.tsx']),
]

it('lists what each page runs as it starts, beyond the entry and what the entry imports', () => {
  const scripts = routeScripts(BUILD)
  expect(scripts['__root__']).toEqual([
    '/assets/anchor.js',
    '/assets/site-footer.js',
    '/assets/site-header.js',
  ])
  expect(scripts['/services/eft']).toEqual([
    '/assets/accordion.js',
    '/assets/eft.js',
    '/assets/page.js',
  ])
  expect(scripts['/about-us/']).toEqual([
    '/assets/about.js',
    '/assets/accordion.js',
    '/assets/page.js',
  ])
  expect(scripts['/']).toEqual(['/assets/home.js'])
  // Loaded on use (the mobile menu's panel) or once the page is idle (the toasts): no page asks
  // for them as it starts.
  for (const later of ['/assets/menu-panel.js', '/assets/toast.js', '/assets/shell-extras.js']) {
    expect(Object.values(scripts).flat()).not.toContain(later)
  }
})

it('joins the root route’s scripts and the page’s, once each', () => {
  const scripts = routeScripts(BUILD, '/site/')
  const page = scriptsFor(scripts, ['__root__', '/services/eft'])
  expect(page).toHaveLength(new Set(page).size)
  expect(page).toContain('/site/assets/site-header.js')
  expect(page).toContain('/site/assets/eft.js')
  expect(scriptsFor(scripts, ['/no-such-route'])).toEqual([])
})

it('fails the build when a part of the shell has no chunk', () => {
  expect(() =>
    routeScripts(BUILD.filter((built) => built.file !== 'assets/site-footer.js')),
  ).toThrow(/no chunk holds src\/shell\/site-footer\.tsx/)
})

it('reads the build’s file, and none from a build without it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-scripts-'))
  try {
    expect(await readRouteScripts(dir)).toEqual({})
    writeFileSync(join(dir, ROUTE_SCRIPTS_FILE), JSON.stringify({ '/': ['/assets/home.js'] }))
    expect(await readRouteScripts(dir)).toEqual({ '/': ['/assets/home.js'] })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
