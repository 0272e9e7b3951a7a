import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * What the router gives every route's loader. On the server, the render's own query client: the
 * loaders fill it, the page renders from it once, and its answers are embedded in the page. In the
 * browser nothing: a loader there uses the site's own client.
 */
export type RouterContext = { queryClient?: QueryClient }

/** How a page's loader asks for one query's data: undefined when there is none (a 404). */
export type PageDataSource = {
  get: <T, TKey extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, TKey>,
  ) => Promise<T | undefined>
}

/** A page's data: the queries its components render with, a dependent one after what it needs. */
export type PageDataLoader = (data: PageDataSource) => Promise<unknown>

/** What a route's loader is called with (the part `loadPageData` reads). */
type LoaderArgs = { context: RouterContext; preload: boolean }

/**
 * A route's `loader`: the data its page renders with, by the same queries its components use.
 * `load` comes from the page's feature, imported when needed, so that the query library stays out
 * of the first load.
 *
 * On the server the loader is awaited: the render's client (in the router's context) gets every
 * answer, or the 404 a page shows as its Not Found state; any other failure throws, and the server
 * sends the page to be rendered in the browser. In the browser the data is asked for at once,
 * beside the page's code, and not waited for: the page shows its loading state as it always did,
 * and what the page was served with is in the client already, so it is not asked again. A hover's
 * preload asks for nothing.
 */
export function loadPageData(
  { context, preload }: LoaderArgs,
  load: () => Promise<PageDataLoader>,
): Promise<void> | undefined {
  const client = context.queryClient
  if (client !== undefined) {
    return Promise.all([load(), import('./client')]).then(async ([loader, { isNotFound }]) => {
      await loader({
        get: (options) =>
          client.fetchQuery({ ...options, retry: false }).catch((error: unknown) => {
            if (isNotFound(error)) return undefined
            throw error
          }),
      })
    })
  }
  if (preload || typeof window === 'undefined') return undefined
  void Promise.all([load(), import('./query-client')])
    .then(([loader, { queryClient }]) =>
      loader({ get: (options) => queryClient.ensureQueryData(options).catch(() => undefined) }),
    )
    .catch(() => {
      // The page's own queries ask again, retry and say what failed.
    })
  return undefined
}
