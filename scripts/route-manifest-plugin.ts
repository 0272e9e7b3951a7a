import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'

/**
 * Reads the full paths of the generated route tree and writes them to `dist/routes.json`, so the
 * server can answer known paths with the app and anything else with a 404, without a second list.
 */
export function routePathsFromTree(source: string): string[] {
  const block = /interface FileRoutesByFullPath \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? ''
  const paths = [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string)
  return [...new Set(paths.map((path) => (path.length > 1 ? path.replace(/\/$/, '') : path)))]
}

export function routeManifest(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'route-manifest',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved
    },
    closeBundle() {
      const tree = readFileSync(join(config.root, 'src/routeTree.gen.ts'), 'utf8')
      const paths = routePathsFromTree(tree)
      if (paths.length === 0) throw new Error('route-manifest: no routes found in routeTree.gen.ts')
      writeFileSync(join(config.build.outDir, 'routes.json'), JSON.stringify(paths, null, 2))
    },
  }
}
