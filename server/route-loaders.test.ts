// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app.ts'
import { syncContent } from './content/index.ts'
import { migrate, openDatabase, type OpenedDatabase } from './db/client.ts'
import { withClientHeaders } from './middleware/test-helpers.ts'
import type { ServerRenderedRoutes } from './page-renderer.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'

/**
 * Every page the server renders for its data declares that data in its route's loader: the server
 * runs the loaders, then renders once. Rendered from the real content, each such page asks the API
 * only from its loaders, shows what it asked for (no loading state is left in its HTML), and embeds
 * every answer, so the browser asks nothing again as it hydrates.
 */

type Entry = {
  serverRenderedRoutes: () => ServerRenderedRoutes
  renderPageWithData: (
    path: string,
    fetch: typeof globalThis.fetch,
  ) => Promise<{ html: string; status: number; afterRoot: string } | { redirect: true }>
}

const CONTENT_DIR = fileURLToPath(new URL('../content', import.meta.url))
// Imported by a path in a variable: the server's type check does not take in the whole website.
const ENTRY = fileURLToPath(new URL('../src/entry-prerender.tsx', import.meta.url))

let database: OpenedDatabase
let entry: Entry
let app: ReturnType<typeof createApp>
beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
  await migrate(database.db)
  await syncContent(database.db, CONTENT_DIR)
  app = createApp({ db: database.db, contentDir: CONTENT_DIR })
  entry = (await import(/* @vite-ignore */ ENTRY)) as Entry
}, SLOW_TEST_LIMIT_MS)
afterAll(async () => {
  await database.close()
})

/** An address of each route, with a value for its `$param` from the real content. */
const SAMPLES: Record<string, string> = {
  '/blog/post/$slug': '/blog/post/accessibility-of-our-website-and-member-services',
  '/branch-search': '/branch-search?q=Durban',
  '/search': '/search?q=debit',
}

describe('the routes the server renders for their data', () => {
  it(
    'declare it in their loaders: one render, nothing left loading, every answer embedded',
    async () => {
      const routes = Object.entries(entry.serverRenderedRoutes()).filter(
        ([, route]) => !route.withParamsOnly,
      )
      // The Content Hub, its articles, the branch locator, the search, the two index pages and
      // the four pages that list the documents to download.
      expect(routes.map(([path]) => path).sort()).toEqual([
        '/about-us/key-rules-and-procedures',
        '/blog',
        '/blog/post/$slug',
        '/branch-search',
        '/data-insights/indices/economic-index',
        '/data-insights/indices/net-salary-index',
        '/paia',
        '/privacy-statement',
        '/search',
        '/terms',
      ])
      for (const [route] of routes) {
        const asked: string[] = []
        const fetch: typeof globalThis.fetch = async (input, init) => {
          asked.push(String(input))
          return app.request(String(input), withClientHeaders(init))
        }
        const page = await entry.renderPageWithData(SAMPLES[route] ?? route, fetch)
        if ('redirect' in page) throw new Error(`${route} redirected`)
        expect(page.status, route).toBe(200)
        expect(asked.length, `${route} asks for its data`).toBeGreaterThan(0)
        const data = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(
          page.afterRoot,
        )?.[1]
        const embedded = (JSON.parse(data ?? '{"queries":[]}') as { queries: unknown[] }).queries
        // The search page also embeds the pages it found, searched in the render, not asked for.
        const searched = route === '/search' ? 1 : 0
        expect(embedded.length, `${route} embeds each answer`).toBe(asked.length + searched)
        expect(page.html, route).not.toMatch(/aria-busy="true"|Loading /)
      }
    },
    SLOW_TEST_LIMIT_MS,
  )
})

describe('the pages that list the documents to download', () => {
  it(
    'serve their links in the HTML, so the Privacy Statement PDF is reached without JavaScript',
    async () => {
      const fetch: typeof globalThis.fetch = (input, init) =>
        Promise.resolve(app.request(String(input), withClientHeaders(init)))
      for (const path of ['/privacy-statement', '/terms', '/paia']) {
        const page = await entry.renderPageWithData(path, fetch)
        if ('redirect' in page) throw new Error(`${path} redirected`)
        expect(page.html, path).toContain('data-slot="published-documents" data-state="ready"')
        expect(page.html, path).toMatch(
          /<a href="\/api\/public\/v2\/filehandler\/b7e3c1a2-5d4f-4e8a-9c61-2f0d8a7b3e15"[^>]*>.*?Privacy statement/s,
        )
      }
    },
    SLOW_TEST_LIMIT_MS,
  )
})
