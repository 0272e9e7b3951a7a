/**
 * The TanStack Router route tree (src/routeTree.gen.ts), generated from the route files as the
 * Vite plugin does at the start of `vite` and `vite build`: one set of options for both, so
 * `npm run test:quick` can type-check a new route without a build first.
 */
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite'

/** The router plugin's options (vite.config.ts). */
export const ROUTER_OPTIONS = { target: 'react', autoCodeSplitting: true }

/** Writes `root`'s src/routeTree.gen.ts from its src/routes (only when it changes). */
export async function generateRouteTree(root = process.cwd()) {
  const plugin = tanstackRouterGenerator({ ...ROUTER_OPTIONS, disableLogging: true })
  // The generator runs in this hook; it reads nothing else of Vite's configuration.
  await plugin.configResolved({ root })
}
