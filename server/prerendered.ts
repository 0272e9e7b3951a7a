/** Where the build writes the pages it rendered ahead of time, inside the build output. */
export const PRERENDERED_DIR = 'prerendered'

/** The file holding a path's prerendered page, relative to the build output. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return `${PRERENDERED_DIR}/${trimmed === '' ? 'index' : trimmed}.html`
}

/** The Not Found page, rendered at build time, which the server sends with 404. */
export const NOT_FOUND_FILE = `${PRERENDERED_DIR}/404.html`

/** The redirect routes' paths and targets (`{ "/branch-locator": "/branch-search" }`). */
export const REDIRECTS_FILE = 'redirects.json'

/**
 * The words of each page the site search lists (its headings and the start of its body), which
 * the build takes from the prerendered pages: fetched by the browser's search
 * (src/features/search/page-text.ts names it too), read by the render threads.
 */
export const PAGE_TEXT_FILE = 'search-text.json'
