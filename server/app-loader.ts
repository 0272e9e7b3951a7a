import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { z } from 'zod'

/**
 * The app loader (src/app-loader.ts) starts the app's scripts once the page is on screen. The
 * build (scripts/app-loader-plugin.ts) bundles it with Vite, puts its text inline at the end of
 * index.html's body after the `#app-scripts` block that names the scripts, and writes the
 * Content-Security-Policy source of that exact text into `dist/app-loader.json`, which the server
 * reads at start.
 */

/** The id of the JSON block that names the app's entry and its preloads. */
export const APP_SCRIPTS_ID = 'app-scripts'

export type AppScripts = {
  entry: string
  /** Run one at a time, in order, before the entry. */
  preload: string[]
  /** Requested with the others, run when the app asks for them (the page's own code). */
  prefetch?: string[]
}

/** The text of the `#app-scripts` block: JSON with `<` escaped, so no file name can close it. */
export function appScriptsJson(scripts: AppScripts): string {
  return JSON.stringify(scripts).replaceAll('<', '\\u003c')
}

/** The file the build writes beside index.html: the loader's CSP source. */
export const APP_LOADER_FILE = 'app-loader.json'

export const appLoaderBuildSchema = z.object({
  /** `'sha256-<base64>'` of the inline loader's text, as a browser hashes it. */
  source: z.string().regex(/^'sha256-[A-Za-z0-9+/]{43}='$/),
})
export type AppLoaderBuild = z.infer<typeof appLoaderBuildSchema>

/**
 * The CSP source of the build's inline app loader. A build folder without the file and without a
 * loader in its index.html (an API-only process, a test's shell) allows none; a build whose pages
 * carry the loader but not the file is broken, and the server refuses to start on it rather than
 * send pages whose scripts the browser would block.
 */
export function readAppLoaderSource(distDir: string): string | undefined {
  const file = join(distDir, APP_LOADER_FILE)
  let text: string
  try {
    text = readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    if (shellHasLoader(distDir)) {
      throw new Error(`${file} is missing, so the CSP cannot allow the app loader: build again.`)
    }
    return undefined
  }
  const parsed = appLoaderBuildSchema.safeParse(JSON.parse(text))
  if (!parsed.success) {
    throw new Error(`${file} is not what the build writes: ${parsed.error.message}`)
  }
  return parsed.data.source
}

function shellHasLoader(distDir: string): boolean {
  try {
    return readFileSync(join(distDir, 'index.html'), 'utf8').includes(`id="${APP_SCRIPTS_ID}"`)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}
