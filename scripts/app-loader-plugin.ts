import { resolve } from 'node:path'
import { build, type HtmlTagDescriptor, type Plugin, type Rolldown } from 'vite'
import {
  APP_LOADER_FILE,
  APP_SCRIPTS_ID,
  appScriptsJson,
  type AppLoaderBuild,
  type AppScripts,
} from '../server/app-loader.ts'
import { inlineScriptSource } from '../server/inline-script.ts'

/** The app's entry: a build input of its own, not a script tag in index.html. */
export const APP_ENTRY = 'src/main.tsx'
/** The loader that starts it once the page is on screen. */
export const APP_LOADER_MODULE = 'src/app-loader.ts'

/**
 * The loader bundled and minified by Vite, as the text of one classic inline script (an IIFE, so
 * nothing it declares reaches the page's global scope).
 */
export async function bundleAppLoader(root: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      emptyOutDir: false,
      copyPublicDir: false,
      reportCompressedSize: false,
      lib: { entry: resolve(root, APP_LOADER_MODULE), formats: ['iife'], name: 'appLoader' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((output) =>
    'output' in output ? output.output : [],
  )
  const chunks = outputs.filter((output) => output.type === 'chunk')
  if (chunks.length !== 1 || chunks[0] === undefined) {
    throw new Error(`app-loader: ${APP_LOADER_MODULE} built into ${chunks.length} chunks, not one`)
  }
  return chunks[0].code.trim()
}

type Chunk = Rolldown.OutputChunk
type Bundle = Rolldown.OutputBundle

/**
 * The chunks `chunk` imports statically, each after its own imports (depth first): the order in
 * which Vite writes an HTML entry's `<link rel="modulepreload">`s.
 */
export function importedChunks(chunk: Chunk, bundle: Bundle, seen = new Set<string>()): Chunk[] {
  return chunk.imports.flatMap((file) => {
    const imported = bundle[file]
    if (imported?.type !== 'chunk' || seen.has(file)) return []
    seen.add(file)
    return [...importedChunks(imported, bundle, seen), imported]
  })
}

/**
 * The stylesheets of `chunk` and of the chunks it imports, those of its imports first, each once:
 * the order in which Vite links an HTML entry's CSS.
 */
export function cssFiles(chunk: Chunk, bundle: Bundle, seen = new Set<string>()): string[] {
  if (seen.has(chunk.fileName)) return []
  seen.add(chunk.fileName)
  const imported = chunk.imports.flatMap((file) => {
    const importee = bundle[file]
    return importee?.type === 'chunk' ? cssFiles(importee, bundle, seen) : []
  })
  return [...new Set([...imported, ...(chunk.viteMetadata?.importedCss ?? [])])]
}

/** The entry chunk built from `module` (an absolute path). */
export function entryChunk(bundle: Bundle, module: string): Chunk {
  const entries = Object.values(bundle).filter(
    (output): output is Chunk =>
      output.type === 'chunk' && output.isEntry && output.facadeModuleId === module,
  )
  if (entries.length !== 1 || entries[0] === undefined) {
    throw new Error(`app-loader: the build has ${entries.length} entry chunks for ${module}`)
  }
  return entries[0]
}

/** What index.html gets in place of Vite's entry tags: stylesheets, the scripts' block, the loader. */
export function appTags(
  entry: Chunk,
  bundle: Bundle,
  loader: string,
  base = '/',
): HtmlTagDescriptor[] {
  const scripts: AppScripts = {
    entry: base + entry.fileName,
    preload: importedChunks(entry, bundle).map((chunk) => base + chunk.fileName),
  }
  return [
    ...cssFiles(entry, bundle).map((file): HtmlTagDescriptor => ({
      tag: 'link',
      attrs: { rel: 'stylesheet', crossorigin: true, href: base + file },
      injectTo: 'head',
    })),
    {
      tag: 'script',
      attrs: { type: 'application/json', id: APP_SCRIPTS_ID },
      children: appScriptsJson(scripts),
      injectTo: 'body',
    },
    { tag: 'script', children: loader, injectTo: 'body' },
  ]
}

/**
 * The app's scripts start once the page is on screen (src/app-loader.ts). index.html names no
 * script: the entry (src/main.tsx) is a build input of its own, so Vite writes no entry
 * `<script>` or module preloads into the head, and this plugin adds, from the built chunk graph
 * (the bundle Vite's manifest is made from, which Vite writes only after the HTML), the entry's
 * stylesheets, the `#app-scripts` block naming the entry and its imports in Vite's preload order,
 * and the loader, bundled by Vite, inline. It writes the loader's CSP source into
 * `dist/app-loader.json` for the server. In development the entry is a plain module script.
 */
export function appLoader(): Plugin[] {
  let root = process.cwd()
  let base = '/'
  let loader: string | undefined
  return [
    {
      name: 'app-entry:serve',
      apply: 'serve',
      transformIndexHtml: () => [
        { tag: 'script', attrs: { type: 'module', src: `/${APP_ENTRY}` }, injectTo: 'body' },
      ],
    },
    {
      name: 'app-loader',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      config: (config) => {
        const projectRoot = resolve(config.root ?? process.cwd())
        return {
          build: {
            rolldownOptions: {
              input: {
                index: resolve(projectRoot, APP_ENTRY),
                html: resolve(projectRoot, 'index.html'),
              },
            },
          },
        }
      },
      configResolved(config) {
        root = config.root
        base = config.base
      },
      async buildStart() {
        loader = await bundleAppLoader(root)
      },
      generateBundle() {
        if (loader === undefined) throw new Error('app-loader: the loader was not built')
        const build: AppLoaderBuild = { source: inlineScriptSource(loader) }
        this.emitFile({
          type: 'asset',
          fileName: APP_LOADER_FILE,
          source: `${JSON.stringify(build, null, 2)}\n`,
        })
      },
      transformIndexHtml: {
        order: 'post',
        handler(_html, { bundle }) {
          if (bundle === undefined || loader === undefined) {
            throw new Error('app-loader: index.html transformed outside the build')
          }
          return appTags(entryChunk(bundle, resolve(root, APP_ENTRY)), bundle, loader, base)
        },
      },
    },
  ]
}
