// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { registryItemSchema, registrySchema } from 'shadcn/schema'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { THEME_TOKENS } from '../tests/unit/theme-tokens'
import { buildRegistry, itemUrl, REGISTRY_ORIGIN } from './registry.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
let out: string
const read = (name: string) => JSON.parse(readFileSync(join(out, name), 'utf8')) as unknown

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'mzansi-registry-test-'))
  buildRegistry(out, ROOT, (name) => (name === 'pager' ? 'Moving between pages.' : undefined))
})
afterAll(() => rmSync(out, { recursive: true, force: true }))

const widgets = readdirSync(join(ROOT, 'src/ui'))
  .filter((name) => name.endsWith('.examples.tsx'))
  .map((name) => name.replace('.examples.tsx', ''))

describe('the widget registry, built by the shadcn CLI', () => {
  it("lists every widget and validates against the CLI's own schema", () => {
    const registry = registrySchema.parse(read('registry.json'))
    const names = registry.items.map((item) => item.name)
    for (const widget of widgets) expect(names, widget).toContain(widget)
    expect(names).toEqual(expect.arrayContaining(['theme', 'lib-cn', 'use-controlled-value']))
  })

  it('writes each item with its files as they are in the repository, and valid', () => {
    const files = readdirSync(out).filter(
      (name) => name.endsWith('.json') && name !== 'registry.json',
    )
    expect(files.length).toBeGreaterThan(widgets.length)
    for (const file of files) {
      const item = registryItemSchema.parse(read(file))
      expect(`${item.name}.json`).toBe(file)
      for (const entry of item.files ?? []) {
        expect(entry.content, entry.path).toBe(readFileSync(join(ROOT, entry.path), 'utf8'))
        expect(entry.target, entry.path).toBe(entry.path)
      }
    }
  })

  it('depends on the npm packages we do and on its own items by URL, never by bare name', () => {
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const select = registryItemSchema.parse(read('dropdown-select.json'))
    expect(select.dependencies).toEqual(
      expect.arrayContaining(['@radix-ui/react-compose-refs', 'lucide-react']),
    )
    expect(select.registryDependencies).toEqual(
      expect.arrayContaining([itemUrl('theme'), itemUrl('select'), itemUrl('lib-cn')]),
    )
    const built = new Set(readdirSync(out))
    for (const file of built) {
      if (file === 'registry.json' || !file.endsWith('.json')) continue
      const item = registryItemSchema.parse(read(file))
      for (const dependency of item.registryDependencies ?? []) {
        expect(dependency.startsWith(`${REGISTRY_ORIGIN}/r/`), dependency).toBe(true)
        expect(built.has(dependency.split('/').at(-1)!), dependency).toBe(true)
      }
      expect(item.dependencies ?? []).not.toContain('react')
      for (const name of item.dependencies ?? [])
        expect(manifest.dependencies[name], name).toBeDefined()
    }
    expect(registryItemSchema.parse(read('pager.json')).description).toBe('Moving between pages.')
  })

  it('carries the library version in every item, and its changelog beside them', () => {
    const { version } = JSON.parse(
      readFileSync(join(ROOT, 'src/ui/library-version.json'), 'utf8'),
    ) as { version: string }
    expect(version).toMatch(/^\d+\.\d+\.\d+$/)
    expect(registryItemSchema.parse(read('pager.json')).meta).toEqual({ version })
    expect(readFileSync(join(out, 'CHANGELOG.md'), 'utf8')).toContain(`## ${version} (`)
  })

  it("carries the theme's colours for both themes, its keyframes and the forced-selected utility", () => {
    const theme = registryItemSchema.parse(read('theme.json'))
    expect(theme.cssVars?.light?.bg).toBe(THEME_TOKENS.light.bg)
    expect(theme.cssVars?.dark?.bg).toBe(THEME_TOKENS.dark.bg)
    expect(theme.cssVars?.theme?.['color-surface']).toBe('var(--surface)')
    expect(theme.cssVars?.theme?.['breakpoint-md']).toBe('767px')
    expect(Object.keys(theme.css ?? {})).toEqual(
      expect.arrayContaining(['@keyframes accordion-down', '@utility forced-selected']),
    )
    // The focus ring inside the utility's media query, as a rule of its own on its class.
    expect(theme.css?.['@media (forced-colors: active)']).toEqual({
      '.forced-selected:focus-visible': {
        outline: '3px solid CanvasText !important',
        'outline-offset': '2px !important',
      },
    })
    expect(JSON.stringify(theme.css?.['@utility forced-selected'])).not.toContain('&')
  })
})
