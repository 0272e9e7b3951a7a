import {
  QueryClient,
  useMutation,
  useQuery,
  type UseMutationOptions,
  type UseQueryOptions,
  type QueryKey,
} from '@tanstack/react-query'
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
 * `useQuery` bound to the site's client. Offline, it pauses and resumes when the browser is back.
 *
 * The prerendered pages were rendered with no data, so while a part hydrates it must render no
 * data either, even when another part has already fetched it: until then the query waits,
 * disabled, under a key of its own.
 */
export function useApiQuery<TData, TKey extends QueryKey = QueryKey>(
  options: UseQueryOptions<TData, Error, TData, TKey>,
) {
  const hydrated = useHydrated()
  return useQuery(
    hydrated
      ? options
      : {
          ...options,
          queryKey: [HYDRATING, ...options.queryKey] as unknown as TKey,
          enabled: false,
        },
    queryClient,
  )
}

export function useApiMutation<TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
) {
  return useMutation(options, queryClient)
}
