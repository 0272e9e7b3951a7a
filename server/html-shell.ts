import { APP_SCRIPTS_ID, appScriptsJson, type AppScripts } from './app-loader.ts'
import { SHARE_CARD } from './share-card-size.ts'
import { absoluteUrl, jsonLdScript, type StructuredData } from './structured-data.ts'

/** HTML text with `&`, `<`, `>` and `"` escaped, for text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The shell's description tag, up to its content's closing quote (Vite may wrap its lines). */
const DESCRIPTION = /(<meta\s+name="description"\s+content=")[^"]*"/

/** A page rendered by React, to be put into the app's HTML shell (index.html of the build). */
export type ShellPage = {
  /** What goes inside `#root`, with the resource hints React writes ahead of it. */
  html: string
  /** The browser title. */
  title: string
  /** Markup after `#root`: the data a server-rendered page was rendered with. */
  afterRoot?: string
  /**
   * False for a page the browser renders again instead of hydrating (a server-rendered Not Found
   * page, whose data is not embedded): `#root` says so with `data-render="client"`.
   */
  hydrate?: boolean
  /** The page's `<meta name="description">`; left out, the shell's own (the site's) stays. */
  description?: string
  /**
   * The page's path: its canonical link and `og:url`, absolute on the placeholder origin. Left out
   * for the Not Found page, which has no address of its own.
   */
  path?: string
  /** Schema.org data for the head, each in its own `application/ld+json` block. */
  structuredData?: readonly StructuredData[]
  /** The page's share card (`og:image`, 1200×630 PNG): its site path and what it shows. */
  image?: { path: string; alt: string }
  /**
   * The scripts the page runs as it starts, beyond the entry's (`route-scripts.ts`): added to the
   * `#app-scripts` block, so the app loader requests them at once with the entry.
   */
  scripts?: readonly string[]
  /** For an article: `og:type` becomes `article`, with its dates and section. */
  article?: { publishedTime: string; modifiedTime?: string; section: string }
}

/** The sharing tags of a page's card and, for an article, its type and dates. */
function sharingTags(page: ShellPage): string[] {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`
  const tags: string[] = []
  if (page.image !== undefined) {
    tags.push(
      meta('og:image', absoluteUrl(page.image.path)),
      meta('og:image:type', 'image/png'),
      meta('og:image:width', String(SHARE_CARD.width)),
      meta('og:image:height', String(SHARE_CARD.height)),
      meta('og:image:alt', page.image.alt),
      `<meta name="twitter:card" content="summary_large_image" />`,
    )
  }
  if (page.article !== undefined) {
    tags.push(meta('article:published_time', page.article.publishedTime))
    if (page.article.modifiedTime !== undefined) {
      tags.push(meta('article:modified_time', page.article.modifiedTime))
    }
    tags.push(meta('article:section', page.article.section))
  }
  return tags
}

/** The shell's `og:type` tag. */
const OG_TYPE = /<meta property="og:type" content="[^"]*" \/>/

/**
 * Puts a rendered page into the app's HTML shell: the markup inside `#root`, the resource hints
 * React writes ahead of it moved into the head, the page's title in the title and sharing tags, its
 * description, its canonical address and its structured data. The addresses use the placeholder
 * origin: pass the result through `withSiteUrl` (the site handler does) before sending it.
 * Used by the build for prerendered pages and by the server for the pages it renders.
 */
export function fillShell(shell: string, page: ShellPage): string {
  return fillShellParts(shell, page).join('')
}

/**
 * `fillShell`'s document as pieces in order, the page's markup and data among them as they are:
 * the server encodes the pieces one by one rather than copying the page into one string first.
 */
export function fillShellParts(shell: string, page: ShellPage): string[] {
  const hints = /^(?:<link [^>]*\/?>)*/.exec(page.html)?.[0] ?? ''
  const body = page.html.slice(hints.length)
  const title = escapeHtml(page.title)
  const url = page.path === undefined ? undefined : escapeHtml(absoluteUrl(page.path))
  const head = [
    ...(url === undefined
      ? []
      : [`<link rel="canonical" href="${url}" />`, `<meta property="og:url" content="${url}" />`]),
    ...sharingTags(page),
    ...(page.structuredData ?? []).map(jsonLdScript),
    hints,
  ].join('')
  if (page.description !== undefined && !DESCRIPTION.test(shell)) {
    throw new Error('The HTML shell has no <meta name="description">')
  }
  const description = escapeHtml(page.description ?? '')
  // Replacer functions, so that a `$` in the page is never read as a replacement pattern.
  if (page.article !== undefined && !OG_TYPE.test(shell)) {
    throw new Error('The HTML shell has no <meta property="og:type">')
  }
  const filled = shell
    .replace(OG_TYPE, (tag) =>
      page.article === undefined ? tag : '<meta property="og:type" content="article" />',
    )
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(DESCRIPTION, (tag: string, start: string) =>
      page.description === undefined ? tag : `${start}${description}"`,
    )
    .replace(
      /(<meta property="og:(?:title|description)" content=")[^"]*"/g,
      (_, tag: string) => `${tag}${title}"`,
    )
    .replace('</head>', () => `${head}</head>`)
  // The page's scripts go into the shell before the page does: the large text is made once, not
  // searched and copied again after.
  const withScripts =
    page.scripts === undefined || page.scripts.length === 0
      ? filled
      : withPageScripts(filled, page.scripts)
  const root = withScripts.indexOf(EMPTY_ROOT)
  if (root === -1) throw new Error('The HTML shell has no empty #root')
  return [
    withScripts.slice(0, root) +
      `<div id="root"${page.hydrate === false ? ' data-render="client"' : ''}>`,
    body,
    '</div>',
    page.afterRoot ?? '',
    withScripts.slice(root + EMPTY_ROOT.length),
  ]
}

const EMPTY_ROOT = '<div id="root"></div>'

const APP_SCRIPTS = new RegExp(
  `(<script type="application/json" id="${APP_SCRIPTS_ID}">)([^<]*)(</script>)`,
)

/** The page's own scripts added to the `#app-scripts` block as `prefetch`. */
function withPageScripts(html: string, scripts: readonly string[]): string {
  const block = APP_SCRIPTS.exec(html)
  if (block === null) throw new Error(`The HTML shell has no #${APP_SCRIPTS_ID} block`)
  const listed = JSON.parse(block[2] ?? '{}') as AppScripts
  const known = new Set([listed.entry, ...listed.preload])
  const data: AppScripts = { ...listed, prefetch: scripts.filter((script) => !known.has(script)) }
  return html.replace(
    APP_SCRIPTS,
    (_, open: string, _json: string, close: string) => open + appScriptsJson(data) + close,
  )
}
