import { QueryClient } from '@tanstack/react-query'
import type { PageData } from '../lib/page-data'
import type { RenderScope } from './render-scope'

/** A server render's own scope: a query client no other render shares, that never retries. */
export function createRenderScope(): RenderScope {
  return {
    // retryOnMount off: a query that failed (a 404) renders its error, not a fresh loading state.
    client: new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
    }),
    embedded: new Set(),
    server: true,
  }
}

/**
 * Marks every query the routes' loaders answered (a 404 included) as usable by the render: the
 * page renders with that data, or its Not Found state, once.
 */
export function markLoadedQueries(scope: RenderScope): void {
  for (const query of scope.client.getQueryCache().getAll()) scope.embedded.add(query.queryHash)
}

/** The successful answers the page was rendered with, for its `<script type="application/json">`. */
export function embeddedPageData(scope: RenderScope): PageData {
  const queries = scope.client
    .getQueryCache()
    .getAll()
    .filter((query) => scope.embedded.has(query.queryHash) && query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data }))
  return { queries }
}
