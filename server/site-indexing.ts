import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'

/**
 * The file the build writes beside `routes.json` (from the route files' `staticData`): the pages
 * for the sitemap and the paths robots.txt disallows, so neither list is kept by hand.
 */
export const INDEXING_FILE = 'indexing.json'

const routePath = z.string().regex(/^\/[^\s$]*$/, 'must be a path without parameters')

export const siteIndexingSchema = z.object({
  /** Paths of the pages search engines may list: no redirects, no `noindex` routes. */
  sitemap: z.array(routePath),
  /** Paths of the routes marked `noindex`. */
  disallow: z.array(routePath),
})
export type SiteIndexing = z.infer<typeof siteIndexingSchema>

/** Reads the build's indexing.json; a build without one (an older build) lists nothing. */
export async function readSiteIndexing(distDir: string): Promise<SiteIndexing> {
  const file = join(distDir, INDEXING_FILE)
  let text: string
  try {
    text = await readFile(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { sitemap: [], disallow: [] }
    throw error
  }
  const parsed = siteIndexingSchema.safeParse(JSON.parse(text))
  if (!parsed.success)
    throw new Error(`${file} is not what the build writes: ${parsed.error.message}`)
  return parsed.data
}
