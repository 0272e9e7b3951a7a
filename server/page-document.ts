import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { currentYearParts } from './current-year.ts'
import { fillShellParts } from './html-shell.ts'
import { type Encoding, finishPage, type FinishedPage } from './page-bytes.ts'
import type { RenderedWithData } from './render-pool.ts'
import { readRouteScripts, type RouteScripts, scriptsFor } from './route-scripts.ts'
import { articleCardImage, readShareCards, type ShareCards } from './share-cards.ts'
import { withSiteUrl } from './site-url.ts'
import { articleStructuredData, pageStructuredData, type Brand } from './structured-data.ts'

/** What a rendered page is put into, from the build: its shell, its scripts, its share cards. */
type BuildFiles = { shell: string; routeScripts: RouteScripts; shareCards: ShareCards }

const builds = new Map<string, Promise<BuildFiles>>()
/** The build's files in `distDir`, read once per thread. */
function buildFiles(distDir: string): Promise<BuildFiles> {
  let files = builds.get(distDir)
  if (files === undefined) {
    files = Promise.all([
      readFile(join(distDir, 'index.html'), 'utf8'),
      readRouteScripts(distDir),
      readShareCards(distDir),
    ]).then(([shell, routeScripts, shareCards]) => ({ shell, routeScripts, shareCards }))
    // A failed read is tried again by the next render.
    files.catch(() => builds.delete(distDir))
    builds.set(distDir, files)
  }
  return files
}

/** How a rendered page is finished: for which site, year and first encoding. */
export type Finish = {
  /** The folder of the built site (its index.html is the shell). */
  distDir: string
  /** The site's public origin, in place of the placeholder the build and the render wrote. */
  siteUrl: string
  /** The year the footer shows. */
  year: number
  /** The encodings to compress it in at once (the first visitor's). */
  encodings: readonly Encoding[]
}

/** A page the server rendered, finished: its status and its bytes as sent. */
export type FinishedDocument = { status: 200 | 404; file: FinishedPage }

/**
 * The whole HTML document of a rendered page: the app's shell with the page's title, description,
 * canonical link, share card, structured data, scripts and embedded data, for `finish`'s site and
 * year, as bytes with its entity tag and first encoding. Done in the render thread, so that the
 * thread that answers `/health` and the API only sends the bytes.
 */
export async function finishDocument(
  page: RenderedWithData,
  brand: Brand,
  finish: Finish,
): Promise<FinishedDocument> {
  const { shell, routeScripts, shareCards } = await buildFiles(finish.distDir)
  const status = page.status === 404 ? 404 : 200
  const { article } = page
  // An article's own card, else the card the build drew for the page (the list's).
  const image = article !== undefined ? articleCardImage(article) : shareCards[page.path]
  const parts = fillShellParts(shell, {
    html: page.html,
    title: page.title,
    // The Not Found page has no address of its own to name as canonical.
    ...(status === 200 ? { path: page.path } : {}),
    description: page.description,
    ...(status === 200 && image !== undefined ? { image } : {}),
    ...(article !== undefined
      ? { article: { publishedTime: article.publishedAt, section: article.category.name } }
      : {}),
    structuredData:
      article === undefined
        ? pageStructuredData(page, brand)
        : articleStructuredData(article, brand, page.breadcrumb.slice(0, -1), image?.path),
    afterRoot: page.afterRoot,
    scripts: scriptsFor(routeScripts, page.routeIds ?? []),
    // The Not Found page is rendered again in the browser, not hydrated: its data (the 404) is
    // not embedded.
    hydrate: status === 200,
  })
  return {
    status,
    // Piece by piece: the page's markup is encoded where it lies, never copied into a new string.
    file: finishPage(
      parts.flatMap((part) => currentYearParts(withSiteUrl(part, finish.siteUrl), finish.year)),
      finish.encodings,
    ),
  }
}
