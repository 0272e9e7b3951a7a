import type { QueryClient } from '@tanstack/react-query'
import type { SearchablePage } from '../../lib/page-search'
import type { pageDataLoaders } from './loaders'

/**
 * What the router gives every route's loader. On the server, the render's own query client: the
 * loaders fill it, the page renders from it once, and its answers are embedded in the page. In the
 * browser nothing: a loader there uses the site's own client.
 */
export type RouterContext = {
  queryClient?: QueryClient
  /** A server render's: the pages the site search lists (its loader searches them). */
  searchablePages?: () => readonly SearchablePage[]
}

type Loaders = typeof pageDataLoaders
/** The pages whose data a route's loader can ask for (`loaders.ts`). */
export type PageDataName = keyof Loaders

/** What a route's loader is called with (the part `loadPageData` reads). */
type LoaderArgs = { context: RouterContext; preload: boolean }

/**
 * A route's `loader`: the data its page renders with, by the same queries its components use
 * (`loaders.ts`, loaded when a loader first runs: the query library stays out of the first load,
 * and the route tree holds one lazy import for every route's data).
 *
 * On the server the loader is awaited: the render's client (in the router's context) gets every
 * answer, or the 404 a page shows as its Not Found state; any other failure throws, and the server
 * sends the page to be rendered in the browser. In the browser the data is asked for at once,
 * beside the page's code, and not waited for: the page shows its loading state as it always did,
 * and what the page was served with is in the client already, so it is not asked again. A hover's
 * preload asks for nothing.
 */
export function loadPageData<N extends PageDataName>(
  { context, preload }: LoaderArgs,
  name: N,
  input: Parameters<Loaders[N]>[0],
): Promise<void> | undefined {
  const client = context.queryClient
  if (client !== undefined) {
    return import('./loaders').then((loaders) => loaders.loadOnServer(client, name, input))
  }
  if (preload || typeof window === 'undefined') return undefined
  void import('./loaders')
    .then((loaders) => loaders.loadInBrowser(name, input))
    .catch(() => {
      // The page's own queries ask again, retry and say what failed.
    })
  return undefined
}

/**
 * The loader of a page that lists the documents to download (`PublishedDocuments`): one
 * function for every such route, so the route tree holds it once.
 */
export const loadPublishedDocuments = (args: LoaderArgs) =>
  loadPageData(args, 'documents', undefined)
