/** HTML text with `&`, `<`, `>` and `"` escaped, for text and double-quoted attributes. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

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
}

/**
 * Puts a rendered page into the app's HTML shell: the markup inside `#root`, the resource hints
 * React writes ahead of it moved into the head, and the page's title in the title and sharing tags.
 * Used by the build for prerendered pages and by the server for the pages it renders.
 */
export function fillShell(shell: string, page: ShellPage): string {
  const hints = /^(?:<link [^>]*\/?>)*/.exec(page.html)?.[0] ?? ''
  const body = page.html.slice(hints.length)
  const title = escapeHtml(page.title)
  // Replacer functions, so that a `$` in the page is never read as a replacement pattern.
  const filled = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /(<meta property="og:(?:title|description)" content=")[^"]*"/g,
      (_, tag: string) => `${tag}${title}"`,
    )
    .replace('</head>', () => `${hints}</head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root"${page.hydrate === false ? ' data-render="client"' : ''}>${body}</div>` +
        (page.afterRoot ?? ''),
    )
  if (!filled.includes(body)) throw new Error('The HTML shell has no empty #root')
  return filled
}
