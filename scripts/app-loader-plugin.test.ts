// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Rolldown } from 'vite'
import {
  appTags,
  bundleAppLoader,
  cssFiles,
  entryChunk,
  importedChunks,
} from './app-loader-plugin.ts'

/** A chunk of a built bundle, as much of it as the plugin reads. */
const chunk = (fileName: string, imports: string[], css: string[] = [], facade?: string) =>
  ({
    type: 'chunk',
    fileName,
    imports,
    isEntry: facade !== undefined,
    facadeModuleId: facade ?? null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk

const MAIN = '/project/src/main.tsx'
const bundle: Rolldown.OutputBundle = Object.fromEntries(
  [
    chunk(
      'assets/index-e.js',
      ['assets/runtime-r.js', 'assets/react-dom-d.js', 'assets/framework-f.js'],
      ['assets/index-e.css'],
      MAIN,
    ),
    chunk('assets/runtime-r.js', []),
    chunk('assets/react-dom-d.js', ['assets/runtime-r.js', 'assets/scheduler-s.js']),
    chunk('assets/scheduler-s.js', ['assets/runtime-r.js']),
    chunk('assets/framework-f.js', ['assets/react-dom-d.js'], ['assets/framework-f.css']),
    chunk('assets/eft-x.js', ['assets/framework-f.js'], ['assets/eft-x.css']),
  ].map((built) => [built.fileName, built]),
)

describe('the app loader plugin', () => {
  const entry = entryChunk(bundle, MAIN)

  it('finds the entry built from src/main.tsx, and only that', () => {
    expect(entry.fileName).toBe('assets/index-e.js')
    expect(() => entryChunk(bundle, '/project/src/other.tsx')).toThrow(/0 entry chunks/)
  })

  it('lists the entry’s imports each after its own, once: Vite’s preload order', () => {
    expect(importedChunks(entry, bundle).map((built) => built.fileName)).toEqual([
      'assets/runtime-r.js',
      'assets/scheduler-s.js',
      'assets/react-dom-d.js',
      'assets/framework-f.js',
    ])
  })

  it('links the stylesheets of the entry and of its imports, theirs first, not a lazy chunk’s', () => {
    expect(cssFiles(entry, bundle)).toEqual(['assets/framework-f.css', 'assets/index-e.css'])
  })

  it('puts the stylesheets in the head, the scripts’ block and the loader in the body', () => {
    expect(appTags(entry, bundle, '(()=>{})()')).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/framework-f.css' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'stylesheet', crossorigin: true, href: '/assets/index-e.css' },
        injectTo: 'head',
      },
      {
        tag: 'script',
        attrs: { type: 'application/json', id: 'app-scripts' },
        children: JSON.stringify({
          entry: '/assets/index-e.js',
          preload: [
            '/assets/runtime-r.js',
            '/assets/scheduler-s.js',
            '/assets/react-dom-d.js',
            '/assets/framework-f.js',
          ],
        }),
        injectTo: 'body',
      },
      { tag: 'script', children: '(()=>{})()', injectTo: 'body' },
    ])
  })

  it('bundles src/app-loader.ts into one minified function expression that declares no global', async () => {
    const code = await bundleAppLoader(process.cwd())
    expect(code).not.toContain('\n')
    expect(code).toMatch(/getElementById\((["'`])app-scripts\1\)/)
    // No import, export or top-level declaration survives: the whole text is one call.
    expect(code).toMatch(/^\(/)
    expect(code).not.toMatch(/^(?:var|let|const|function|import|export)\b/)
  })
})
