import {
  hashKey,
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
  type QueryKey,
} from '@tanstack/react-query'
import { use } from 'react'
import { useHydrated } from '../lib/use-hydrated'
import { isRetryable } from './client'
import { followBrowserOnlineState } from './connection'
import { RenderScopeContext, type RenderScope } from './render-scope'

/** Data stays fresh this long before a visit refetches it. */
export const STALE_TIME_MS = 5 * 60_000
/** The attribute the page's root element carries while any of its data is being fetched. */
export const FETCHING_ATTRIBUTE = 'data-fetching'

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
    // What a visitor sends is tried at once, online or not: offline it fails with a reason the
    // form can show, rather than waiting unseen for a connection.
    mutations: { retry: false, networkMode: 'always' },
  },
})

// In the browser the client follows the connection: offline, a query waits (its `fetchStatus` is
// 'paused') and goes on by itself when the browser is back online. Not on the server, which
// renders each page with a client of its own.
if (typeof window !== 'undefined') {
  followBrowserOnlineState()
  queryClient.mount()
  // The page says while it is fetching (retries and their back-off included), so that tools and
  // tests can wait for its data to settle rather than for a length of time.
  queryClient.getQueryCache().subscribe(() => {
    document.documentElement.toggleAttribute(FETCHING_ATTRIBUTE, queryClient.isFetching() > 0)
  })
}

/** The key a query waits under while its part hydrates; it is never fetched. */
const HYDRATING = '(hydrating)'

/** The browser's scope: the site's client, and the keys of the page data it was seeded with. */
export const browserScope: RenderScope = { client: queryClient, embedded: new Set() }

/**
 * `useQuery` bound to the site's client. Offline, it pauses and resumes when the browser is back
 * (show `NeedsConnection` from features/network while it has nothing to show).
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
  const scope = use(RenderScopeContext) ?? browserScope
  const key = hashKey(options.queryKey)
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
