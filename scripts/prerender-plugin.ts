import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'
import { fillShell } from '../server/html-shell.ts'
import {
  SERVER_RENDERED_FILE,
  SSR_ENTRY,
  ssrDirFor,
  type ServerRenderedRoutes,
} from '../server/page-renderer.ts'
import {
  NOT_FOUND_FILE,
  PAGE_TEXT_FILE,
  PRERENDERED_DIR,
  prerenderedFile,
  REDIRECTS_FILE,
} from '../server/prerendered.ts'
import { INDEXING_FILE, type SiteIndexing } from '../server/site-indexing.ts'
import {
  SHARE_CARDS_DIR,
  SHARE_CARDS_FILE,
  type ShareCardImage,
  type ShareCards,
} from '../server/share-cards.ts'
import {
  pageCardFacts,
  renderShareCard,
  shareCardAlt,
  shareCardHash,
} from '../server/share-card.ts'
import {
  type BuiltChunk,
  ROUTE_SCRIPTS_FILE,
  routeScripts,
  scriptsFor,
} from '../server/route-scripts.ts'
import { pageStructuredData, type Brand, type Crumb } from '../server/structured-data.ts'
import type { PageText } from '../src/lib/page-search.ts'
import { pageText } from './page-text.ts'

type PrerenderEntry = {
  prerenderablePaths: () => string[]
  searchablePagePaths: () => string[]
  serverRenderedRoutes: () => ServerRenderedRoutes
  siteIndexing: () => SiteIndexing
  redirectRoutes: () => Record<string, string>
  renderNotFound: () => Promise<{
    html: string
    title: string
    description: string
    routeIds: string[]
  }>
  brand: Brand
  renderPage: (path: string) => Promise<{
    html: string
    title: string
    description: string
    path: string
    breadcrumb: Crumb[]
    afterRoot: string
    routeIds: string[]
  }>
}

/**
 * After the client build, builds `src/entry-prerender.tsx` for Node and renders every page that is
 * the same for every visitor into `dist/prerendered/`, so the server can send a page that paints
 * before its JavaScript has run; the client then hydrates it. Each page's head gets its
 * description, its canonical address and its structured data, on the placeholder origin the server
 * replaces with SITE_URL. Also writes `dist/indexing.json`,
 * the pages of the sitemap and the paths robots.txt disallows.
 */
export function prerender(): Plugin {
  let config: ResolvedConfig
  let chunks: BuiltChunk[] = []
  return {
    name: 'prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    // The client build's chunk graph: which scripts each route's page runs as it starts.
    writeBundle(_options, bundle) {
      chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                isEntry: output.isEntry,
                modules: output.moduleIds.map((id) =>
                  relative(config.root, id).split(sep).join('/'),
                ),
                imports: output.imports,
              },
            ]
          : [],
      )
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        // Beside the build output, where the server finds it to render the Content Hub's pages.
        const ssrOutDir = ssrDirFor(resolve(config.root, config.build.outDir))
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          build: {
            ssr: 'src/entry-prerender.tsx',
            outDir: ssrOutDir,
            emptyOutDir: true,
            copyPublicDir: false,
          },
        })
        const entryUrl = pathToFileURL(join(ssrOutDir, SSR_ENTRY)).href
        // By its plain address, as the bundle's own chunks import it: an address with a query would
        // load a second copy of every module the entry holds, and the pages' lazy parts would use
        // the other copy's state (such as the class merges `cn` records while a page renders).
        const entry = (await import(entryUrl)) as PrerenderEntry

        const outDir = config.build.outDir
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8')
        const scripts = routeScripts(chunks, config.base)
        writeFileSync(join(outDir, ROUTE_SCRIPTS_FILE), JSON.stringify(scripts, null, 2))
        rmSync(join(outDir, PRERENDERED_DIR), { recursive: true, force: true })
        const paths = entry.prerenderablePaths()
        const cards: ShareCards = {}
        // The words of each page the site search lists, from the page as rendered.
        const searchable = new Set(entry.searchablePagePaths())
        const texts: Record<string, PageText> = {}
        mkdirSync(join(outDir, SHARE_CARDS_DIR), { recursive: true })
        for (const path of paths) {
          const page = await entry.renderPage(path)
          if (searchable.has(path)) texts[path] = pageText(page.html)
          const file = join(outDir, prerenderedFile(path))
          mkdirSync(dirname(file), { recursive: true })
          const structuredData = pageStructuredData(page, entry.brand)
          const image = await writeShareCard(outDir, pageCardFacts(page.breadcrumb))
          cards[page.path] = image
          writeFileSync(
            file,
            fillShell(shell, {
              ...page,
              structuredData,
              image,
              scripts: scriptsFor(scripts, page.routeIds),
            }),
          )
        }
        // Sent with 404 for any path the site does not have; rendered again in the browser.
        const notFound = await entry.renderNotFound()
        writeFileSync(
          join(outDir, NOT_FOUND_FILE),
          fillShell(shell, {
            html: notFound.html,
            title: notFound.title,
            description: notFound.description,
            hydrate: false,
            scripts: scriptsFor(scripts, notFound.routeIds),
          }),
        )
        config.logger.info(`prerender: ${paths.length} pages written to ${PRERENDERED_DIR}/`)
        writeFileSync(join(outDir, PAGE_TEXT_FILE), JSON.stringify(texts))
        // The server answers each redirect route with a permanent redirect to its target.
        writeFileSync(join(outDir, REDIRECTS_FILE), JSON.stringify(entry.redirectRoutes(), null, 2))
        // The cards of the pages the server renders from these (the Content Hub's list).
        writeFileSync(join(outDir, SHARE_CARDS_FILE), JSON.stringify(cards, null, 2))
        // The server's sitemap and robots.txt, from the same route tree and staticData.
        writeFileSync(join(outDir, INDEXING_FILE), JSON.stringify(entry.siteIndexing(), null, 2))
        // The routes the server renders per request, from the route tree (loaders, search schemas).
        writeFileSync(
          join(outDir, SERVER_RENDERED_FILE),
          JSON.stringify(entry.serverRenderedRoutes(), null, 2),
        )
      },
    },
  }
}

/**
 * Draws a page's share card into the build's share-card folder, named by its content hash (so a
 * year's cache is safe), unless a page with the same card already drew it.
 */
async function writeShareCard(
  outDir: string,
  facts: Parameters<typeof renderShareCard>[0],
): Promise<ShareCardImage> {
  const name = `${shareCardHash(facts)}.png`
  const file = join(outDir, SHARE_CARDS_DIR, name)
  if (!existsSync(file)) writeFileSync(file, await renderShareCard(facts))
  return { path: `/${SHARE_CARDS_DIR}/${name}`, alt: shareCardAlt(facts) }
}
