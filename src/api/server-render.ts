import { QueryClient } from '@tanstack/react-query'
import type { PageData } from '../lib/page-data'
import { isNotFound } from './client'
import type { RenderScope } from './render-scope'

/** A server render's own scope: a query client no other render shares, that never retries. */
export function createRenderScope(): RenderScope {
  return {
    // retryOnMount off: a query that failed (a 404) renders its error, not a fresh loading state.
    client: new QueryClient({
      defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity } },
    }),
    embedded: new Set(),
    requested: new Map(),
  }
}

/**
 * Answers the queries the last pass asked for that are not answered yet, and returns how many
 * there were. A 404 stays in the cache (the page renders its Not Found state); any other failure
 * throws, so the server falls back to the page rendered in the browser.
 */
export async function answerRequested(scope: RenderScope, answered: Set<string>): Promise<number> {
  const fresh = [...(scope.requested ?? [])].filter(([key]) => !answered.has(key))
  await Promise.all(
    fresh.map(async ([key, options]) => {
      answered.add(key)
      try {
        await scope.client.fetchQuery({ ...options, retry: false })
      } catch (error) {
        if (!isNotFound(error)) throw error
      }
      scope.embedded.add(key)
    }),
  )
  return fresh.length
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
