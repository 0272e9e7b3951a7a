import { readFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The build's list of the extra scripts each route's page runs as it starts (`{ routeId: [url] }`):
 * its own code and the header's and footer's, which the app would otherwise fetch one round trip
 * after another as each module asks for the next. The page names them in its `#app-scripts`
 * block, and the app loader requests them all at once with the entry's.
 */
export const ROUTE_SCRIPTS_FILE = 'route-scripts.json'

export type RouteScripts = Readonly<Record<string, readonly string[]>>

/**
 * A chunk of the client build as the graph needs it: its file, the source modules it holds
 * (relative to the project, `src/routes/services/eft.tsx?tsr-split=component`) and the chunks it
 * imports statically.
 */
export type BuiltChunk = {
  file: string
  isEntry: boolean
  modules: readonly string[]
  imports: readonly string[]
}

/**
 * The parts of the frame a page hydrates before it is ready, each loaded lazily by the app shell
 * (`src/shell/app-shell.tsx`): their code starts with every page's. (The toasts and the shell's
 * extras load once the page is idle, after the parts the visitor is waiting for.)
 */
export const SHELL_PARTS = ['src/shell/site-header.tsx', 'src/shell/site-footer.tsx'] as const

/** TanStack Router's id of the root route, which every page matches. */
export const ROOT_ROUTE_ID = '__root__'

const SPLIT_COMPONENT = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/** The route id of a route file's component chunk (`services/eft` → `/services/eft`). */
function routeIdOf(routeFile: string): string {
  if (routeFile === 'index') return '/'
  return `/${routeFile.replace(/(^|\/)index$/, '$1')}`
}

/**
 * For each route whose component has a chunk of its own, and for the root route (the shell's
 * parts): every script it runs as its page starts, beyond the entry and the entry's own imports
 * (which the page lists already), with everything they import, as site paths (`/assets/…`).
 */
export function routeScripts(chunks: readonly BuiltChunk[], base = '/'): RouteScripts {
  const byFile = new Map(chunks.map((chunk) => [chunk.file, chunk]))
  const holding = new Map(
    chunks.flatMap((chunk) => chunk.modules.map((module) => [module, chunk] as const)),
  )
  const closure = (roots: readonly BuiltChunk[]) => {
    const seen = new Set<string>()
    const visit = (chunk: BuiltChunk | undefined) => {
      if (chunk === undefined || seen.has(chunk.file)) return
      seen.add(chunk.file)
      for (const file of chunk.imports) visit(byFile.get(file))
    }
    roots.forEach(visit)
    return seen
  }
  const entries = chunks.filter((chunk) => chunk.isEntry)
  const started = closure(entries)
  const shell = SHELL_PARTS.map((part) => {
    const chunk = holding.get(part)
    if (chunk === undefined) throw new Error(`route-scripts: no chunk holds ${part}`)
    return chunk
  })
  const site = (files: Set<string>) =>
    [...files]
      .filter((file) => !started.has(file))
      .sort()
      .map((file) => `${base}${file}`)
  // Every page, the Not Found page included, matches the root route: the frame's parts.
  const scripts: Record<string, string[]> = { [ROOT_ROUTE_ID]: site(closure(shell)) }
  for (const [module, chunk] of holding) {
    const routeFile = SPLIT_COMPONENT.exec(module)?.[1]
    if (routeFile !== undefined) scripts[routeIdOf(routeFile)] = site(closure([chunk]))
  }
  return scripts
}

/** The scripts of a page whose matched routes are `routeIds`, in the order first met. */
export function scriptsFor(scripts: RouteScripts, routeIds: readonly string[]): string[] {
  return [...new Set(routeIds.flatMap((id) => scripts[id] ?? []))]
}

/** The build's route scripts, or none for a build without the file. */
export async function readRouteScripts(distDir: string): Promise<RouteScripts> {
  try {
    return JSON.parse(await readFile(join(distDir, ROUTE_SCRIPTS_FILE), 'utf8')) as RouteScripts
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {}
    throw error
  }
}
