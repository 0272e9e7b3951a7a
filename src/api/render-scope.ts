import type { QueryClient } from '@tanstack/react-query'
import { createContext, use } from 'react'

/**
 * What a render knows about the data of a page. In the browser: the site's client, and the queries
 * whose data the server rendered the page with (its embedded page data), which may be used while
 * the page hydrates. In a server render of a page: a client of its own, which the routes' loaders
 * filled before the render, and the HTTP status the page asks for.
 *
 * Its own module, with types only from TanStack Query: the Not Found page (in the first load)
 * asks for its status through it without bringing the query library into the first load.
 */
export interface RenderScope {
  client: QueryClient
  /** Hashed query keys whose data the page was rendered with. */
  embedded: Set<string>
  /** True in a server render. */
  server?: boolean
  /** Server only: the status the page asks for (the Not Found page, 404). */
  status?: number
}

/** Null in the browser, which uses the site's own scope (`browserScope` in query-client.ts). */
export const RenderScopeContext = createContext<RenderScope | null>(null)

/** Gives a server render its own scope. */
export const RenderScopeProvider = RenderScopeContext

/** Asks for an HTTP status when the server renders this page (the Not Found page asks for 404). */
export function useResponseStatus(status: number): void {
  const scope = use(RenderScopeContext)
  if (scope?.server) scope.status = status
}
