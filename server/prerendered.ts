/** Where the build writes the pages it rendered ahead of time, inside the build output. */
export const PRERENDERED_DIR = 'prerendered'

/** The file holding a path's prerendered page, relative to the build output. */
export function prerenderedFile(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  return `${PRERENDERED_DIR}/${trimmed === '' ? 'index' : trimmed}.html`
}
