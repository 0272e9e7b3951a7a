import {
  hashKey,
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { createContext, use } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { isRetryable } from './client'

/** Data stays fresh this long before a visit refetches it. */
export const STALE_TIME_MS = 5 * 60_000
/** A failed GET is tried this many more times (network errors, timeouts and 5xx only). */
export const QUERY_RETRIES = 2

/**
 * The site's one query client. It is passed to the hooks below instead of through a provider so
 * that TanStack Query loads with the first page that needs data, not in the entry bundle.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: STALE_TIME_MS,
      retry: (failures, error) => failures < QUERY_RETRIES && isRetryable(error),
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
})

/** The key a query waits under while its part hydrates; it is never fetched. */
const HYDRATING = '(hydrating)'

/**
 * What a render knows about the data of a page. In the browser: the site's client, and the queries
 * whose data the server rendered the page with (its embedded page data), which may be used while
 * the page hydrates. In a server render of a page: a client of its own, the queries the render
 * asked for (answered before the next pass) and the HTTP status the page asks for.
 */
export interface RenderScope {
  client: QueryClient
  /** Hashed query keys whose data the page was rendered with. */
  embedded: Set<string>
  /** Server only: every query the last pass asked for, by hashed key. */
  requested?: Map<string, UseQueryOptions<never, Error, never, QueryKey>>
  /** Server only: the status a page rendered in this pass asks for (the Not Found page, 404). */
  status?: number
}

/** The browser's scope: the site's client, and the keys of the page data it was seeded with. */
export const browserScope: RenderScope = { client: queryClient, embedded: new Set() }

const RenderScopeContext = createContext<RenderScope>(browserScope)

/** Gives a server render its own scope (the browser needs none: it has `browserScope`). */
export const RenderScopeProvider = RenderScopeContext

/** Asks for an HTTP status when the server renders this page (the Not Found page asks for 404). */
export function useResponseStatus(status: number): void {
  const scope = use(RenderScopeContext)
  if (scope.requested) scope.status = status
}

/**
 * `useQuery` bound to the site's client. Offline, it pauses and resumes when the browser is back.
 *
 * Pages are rendered ahead of time with no data, or by the server with the data they embed. While a
 * part hydrates it must render what the server rendered: the embedded data, else no data, even
 * when another part has already fetched it; until then such a query waits, disabled, under a key
 * of its own.
 */
export function useApiQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const hydrated = useHydrated()
  const scope = use(RenderScopeContext)
  const key = hashKey(options.queryKey)
  scope.requested?.set(key, options as unknown as UseQueryOptions<never, Error, never, QueryKey>)
  return useQuery(
    hydrated || scope.embedded.has(key)
      ? options
      : {
          ...options,
          queryKey: [HYDRATING, ...options.queryKey] as unknown as TKey,
          enabled: false,
        },
    scope.client,
  )
}

export function useApiMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  return useMutation(options, queryClient)
}
