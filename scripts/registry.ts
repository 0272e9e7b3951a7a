/**
 * The widget library as a shadcn registry, built from the same files as the site (no copy): one
 * item per module of `src/ui/` (a widget, its parts, a hook), one per helper of `src/lib/` the
 * widgets use (`lib-cn`, `lib-formats`…), and `theme`, the tokens of `src/styles/theme.css` as CSS
 * variables with the keyframes and the `forced-selected` utility the widgets' classes name.
 *
 * Each item's files keep their place (`src/ui/…`, `src/lib/…`) in the app that installs them, so
 * the imports between them work as written; an item depends on the items it imports by URL (the
 * site's own `/r/<name>.json`, never the official registry) and on the npm packages it imports
 * (each one this project depends on). `shadcn build` turns the source registry into `/r/*.json`.
 */
import { execFileSync } from 'node:child_process'
import {
  copyFileSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import postcss, { type AtRule, type ChildNode, type Rule } from 'postcss'
import ts from 'typescript'
import type { Plugin } from 'vite'

const ROOT = fileURLToPath(new URL('..', import.meta.url))

/** The origin a built file names until the server puts SITE_URL in its place (server/site-url.ts). */
export const REGISTRY_ORIGIN = 'https://site-url.invalid'
/** Where the site serves the registry. */
export const REGISTRY_PATH = '/r'
/** The library's version and its files' hashes at it (scripts/registry-version.ts). */
export const LIBRARY_VERSION_FILE = 'src/ui/library-version.json'
/** The library's changelog, served beside the registry as `/r/CHANGELOG.md`. */
export const LIBRARY_CHANGELOG = 'src/ui/CHANGELOG.md'
/** The registry's name, as `shadcn` shows it. */
export const REGISTRY_NAME = 'mzansi-clearing'

/** The address of an item's JSON on the site (with the placeholder origin). */
export const itemUrl = (name: string) => `${REGISTRY_ORIGIN}${REGISTRY_PATH}/${name}.json`

type RegistryFile = { path: string; type: string; target: string }
export type SourceItem = {
  name: string
  type: 'registry:ui' | 'registry:lib' | 'registry:hook' | 'registry:theme'
  title: string
  description?: string
  dependencies?: string[]
  registryDependencies?: string[]
  files: RegistryFile[]
  cssVars?: {
    theme?: Record<string, string>
    light?: Record<string, string>
    dark?: Record<string, string>
  }
  css?: Record<string, unknown>
}

/** `src/ui` modules that are the gallery's, not the library's. */
const GALLERY_ONLY = new Set(['examples.ts', 'controlled-example.tsx'])

/** The library's own modules: every `src/ui/*.ts(x)` but tests, examples and the gallery's. */
export function libraryModules(root = ROOT): string[] {
  return readdirSync(join(root, 'src/ui'))
    .filter((name) => /\.tsx?$/.test(name))
    .filter((name) => !/\.(test|examples)\.tsx?$/.test(name) && !GALLERY_ONLY.has(name))
    .sort()
}

const posix = (path: string) => path.split(sep).join('/')

/** The module a relative import names, as a path from `root`, or undefined if none is there. */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  const base = resolve(root, dirname(from), specifier)
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  )
  return found === undefined ? undefined : posix(relative(root, found))
}

/** The specifiers a module imports (and re-exports), type-only ones included. */
function importsOf(root: string, path: string): string[] {
  const info = ts.preProcessFile(readFileSync(join(root, path), 'utf8'), true, true)
  return info.importedFiles.map((file) => file.fileName)
}

/** `@radix-ui/react-popover/dist/x` → `@radix-ui/react-popover`; `sonner` → `sonner`. */
const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!

/** Packages every app that installs the library has already. */
const PROVIDED = new Set(['react', 'react-dom'])

/**
 * A package the library imports, by name: it must be one this project depends on. Named without
 * a range, as shadcn's own items are: the CLI then keeps a version the app has already (with a
 * range it would install the package again in every app, and it cannot install offline).
 */
function dependencyOf(root: string, name: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
  }
  if (manifest.dependencies?.[name] === undefined) {
    throw new Error(`The library imports ${name}, which package.json's dependencies lack`)
  }
  return name
}

/** An item's name for a module: `src/ui/dropdown-select.tsx` → `dropdown-select`, lib → `lib-cn`. */
export function itemName(path: string): string {
  const base = path
    .split('/')
    .at(-1)!
    .replace(/\.tsx?$/, '')
  return path.startsWith('src/lib/') ? `lib-${base}` : base
}

/** A widget's name as the gallery says it ("Dropdown select"), from its examples file. */
function titleOf(root: string, path: string): string {
  const examples = join(root, path.replace(/\.tsx?$/, '.examples.tsx'))
  const said = existsSync(examples)
    ? /\bwidget:\s*'([^']+)'/.exec(readFileSync(examples, 'utf8'))?.[1]
    : undefined
  return said ?? itemName(path)
}

/**
 * The items of every module of the library and of the helpers it imports: a module's files are
 * its own and those it imports that are no item of their own (a map's paths, a stylesheet).
 */
export function registryItems(
  root = ROOT,
  describe: (name: string) => string | undefined = () => undefined,
): SourceItem[] {
  const items = new Map<string, SourceItem>()
  const tops = new Set(libraryModules(root).map((name) => `src/ui/${name}`))
  const isItem = (path: string) => tops.has(path) || /^src\/lib\/[^/]+\.tsx?$/.test(path)
  const pending = [...tops]
  while (pending.length > 0) {
    const path = pending.shift()!
    const name = itemName(path)
    if (items.has(name)) continue
    const files = new Set([path])
    const dependencies = new Set<string>()
    const needs = new Set<string>()
    const walk = [path]
    while (walk.length > 0) {
      const file = walk.shift()!
      for (const specifier of importsOf(root, file)) {
        if (!specifier.startsWith('.')) {
          const pkg = packageName(specifier)
          if (!PROVIDED.has(pkg)) dependencies.add(dependencyOf(root, pkg))
          continue
        }
        const target = resolveImport(root, file, specifier)
        if (target === undefined)
          throw new Error(`${file} imports ${specifier}, which is not there`)
        if (isItem(target) && target !== path) {
          needs.add(itemName(target))
          if (!tops.has(target)) pending.push(target)
        } else if (!files.has(target)) {
          if (!/^src\/(ui|lib)\//.test(target)) {
            throw new Error(`${file} imports ${target}: the library must not use the site's files`)
          }
          files.add(target)
          if (/\.tsx?$/.test(target)) walk.push(target)
        }
      }
    }
    const lib = path.startsWith('src/lib/')
    const hook = /\/use-[^/]+\.ts$/.test(path)
    const type = lib ? 'registry:lib' : hook ? 'registry:hook' : 'registry:ui'
    const description = describe(name)
    items.set(name, {
      name,
      type,
      title: lib ? path.split('/').at(-1)! : titleOf(root, path),
      ...(description === undefined ? {} : { description }),
      ...(dependencies.size > 0 ? { dependencies: [...dependencies].sort() } : {}),
      registryDependencies: [...(lib ? [] : [itemUrl('theme')]), ...[...needs].sort().map(itemUrl)],
      files: [...files].map((file) => ({
        path: file,
        type: file === path ? type : /\.tsx?$/.test(file) ? type : 'registry:file',
        target: file,
      })),
    })
  }
  return [themeItem(root), ...[...items.values()].sort((a, b) => a.name.localeCompare(b.name))]
}

/** A rule or at-rule's declarations and nested blocks as shadcn's `css` object. */
function cssObject(node: Rule | AtRule): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const child of node.nodes ?? []) {
    if (child.type === 'decl')
      out[child.prop] = child.important ? `${child.value} !important` : child.value
    else if (child.type === 'rule') out[child.selector] = cssObject(child)
    else if (child.type === 'atrule') out[`@${child.name} ${child.params}`] = cssObject(child)
  }
  return out
}

/** The declarations of a block, as `{ name without -- : value }`. */
const variables = (node: Rule | AtRule, keep: (prop: string) => boolean) =>
  Object.fromEntries(
    (node.nodes ?? [])
      .filter((child): child is Extract<ChildNode, { type: 'decl' }> => child.type === 'decl')
      .filter((decl) => keep(decl.prop) && !decl.prop.includes('*'))
      .map((decl) => [decl.prop.slice(2), decl.value]),
  )

/**
 * The theme as shadcn's `cssVars`: each colour a variable of its own in `:root` and `.dark`
 * (`--bg`), made a Tailwind colour in `@theme` (`--color-bg: var(--bg)`), so `bg-bg` and
 * `text-fg` work and change with the theme; the breakpoints, sizes and animations as they are;
 * and in `css` the keyframes and the `forced-selected` utility.
 */
export function themeItem(root = ROOT): SourceItem {
  const theme = postcss.parse(readFileSync(join(root, 'src/styles/theme.css'), 'utf8'))
  const index = postcss.parse(readFileSync(join(root, 'src/styles/index.css'), 'utf8'))
  const themeBlocks: AtRule[] = []
  theme.walkAtRules('theme', (rule) => void themeBlocks.push(rule))
  let dark: AtRule | undefined
  theme.walkAtRules('variant', (rule) => {
    if (rule.params === 'dark') dark ??= rule
  })
  const [colours, ...rest] = themeBlocks
  if (colours === undefined || dark === undefined) {
    throw new Error('theme.css has no @theme colours or no dark variant')
  }
  const isColour = (prop: string) => prop.startsWith('--color-')
  const light = Object.fromEntries(
    Object.entries(variables(colours, isColour)).map(([name, value]) => [name.slice(6), value]),
  )
  const darkColours = Object.fromEntries(
    Object.entries(variables(dark, isColour)).map(([name, value]) => [name.slice(6), value]),
  )
  const css: Record<string, unknown> = {}
  for (const block of rest) {
    block.walkAtRules('keyframes', (frames) => {
      css[`@keyframes ${frames.params}`] = cssObject(frames)
    })
  }
  index.walkAtRules('utility', (utility) => {
    // A rule nested in an at-rule of the utility (`&:focus-visible` in `@media`) is written as
    // a rule of its own after it, on the utility's class: the CLI's CSS writer folds a nested
    // `&` rule into the at-rule's condition, which breaks it.
    const own = utility.clone()
    own.walkRules((rule) => {
      const parent = rule.parent
      if (!rule.selector.startsWith('&') || parent?.type !== 'atrule') return
      const atRule = parent as AtRule
      const key = `@${atRule.name} ${atRule.params}`
      const hoisted = (css[key] ??= {}) as Record<string, unknown>
      hoisted[rule.selector.replace(/&/g, `.${utility.params}`)] = cssObject(rule)
      rule.remove()
    })
    css[`@utility ${utility.params}`] = cssObject(own)
  })
  return {
    name: 'theme',
    type: 'registry:theme',
    title: 'Theme',
    description:
      'The colours of the light and dark themes (each text and background pair meets WCAG AA), the breakpoints, sizes and animations the widgets use, and the forced-selected utility for Windows contrast themes.',
    files: [],
    cssVars: {
      theme: {
        ...Object.fromEntries(
          Object.keys(light).map((name) => [`color-${name}`, `var(--${name})`]),
        ),
        ...Object.assign({}, ...rest.map((block) => variables(block, (prop) => !isColour(prop)))),
      },
      light,
      dark: darkColours,
    },
    css,
  }
}

/** The source registry (`registry.json`), as `shadcn build` reads it. */
export function sourceRegistry(
  root = ROOT,
  describe?: (name: string) => string | undefined,
): Record<string, unknown> {
  // Every item carries the library's version (src/ui/CHANGELOG.md says what each one changed).
  const { version } = JSON.parse(readFileSync(join(root, LIBRARY_VERSION_FILE), 'utf8')) as {
    version: string
  }
  return {
    $schema: 'https://ui.shadcn.com/schema/registry.json',
    name: REGISTRY_NAME,
    homepage: `${REGISTRY_ORIGIN}/test-button`,
    items: registryItems(root, describe).map((item) => ({ ...item, meta: { version } })),
  }
}

/**
 * Builds the registry into `outDir` with the shadcn CLI's own `build` (offline: it reads the
 * files named and writes one JSON file per item and `registry.json`).
 */
export function buildRegistry(
  outDir: string,
  root = ROOT,
  describe?: (name: string) => string | undefined,
): void {
  const work = mkdtempSync(join(tmpdir(), 'mzansi-registry-'))
  try {
    const source = join(work, 'registry.json')
    writeFileSync(source, `${JSON.stringify(sourceRegistry(root, describe), null, 2)}\n`)
    const cli = createRequire(import.meta.url).resolve('shadcn')
    execFileSync(
      process.execPath,
      [join(dirname(cli), 'index.js'), 'build', source, '--output', outDir, '--cwd', root],
      // Its progress is not shown; on failure the error carries what it said.
      { stdio: 'pipe' },
    )
    copyFileSync(join(root, LIBRARY_CHANGELOG), join(outDir, 'CHANGELOG.md'))
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

/**
 * The registry in the site's build output, `/r/`: written when the bundle is closed, before the
 * precompress plugin (keep this one before it in the list) makes the `.br` and `.gz` copies.
 */
export function registry(describe?: (name: string) => string | undefined): Plugin {
  let outDir = 'dist'
  let ssr = false
  return {
    name: 'registry',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
      ssr = Boolean(config.build.ssr)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (ssr) return
        buildRegistry(join(outDir, REGISTRY_PATH.slice(1)), ROOT, describe)
      },
    },
  }
}
