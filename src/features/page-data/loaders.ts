import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { isNotFound } from '../../api/client'
import { queryClient } from '../../api/query-client'
import { articleData, blogListData } from '../blog/page-data'
import { branchSearchData } from '../branches/page-data'
import { publishedDocumentsData } from '../documents/page-data'
import { indexSeriesData } from '../indices/page-data'
import { searchPageData } from '../search/page-data'
import type { PageDataName } from './route-loader'

/** How a page's loader asks for one query's data: undefined when there is none (a 404). */
export type PageDataSource = {
  get: <T, TKey extends QueryKey>(
    options: FetchQueryOptions<T, Error, T, TKey>,
  ) => Promise<T | undefined>
}

/** A page's data: the queries its components render with, a dependent one after what it needs. */
export type PageDataLoader = (data: PageDataSource) => Promise<unknown>

/** Every page's data, by the name its route's loader gives (`loadPageData`). */
export const pageDataLoaders = {
  article: articleData,
  blogList: blogListData,
  branchSearch: branchSearchData,
  documents: publishedDocumentsData,
  indexSeries: indexSeriesData,
  search: searchPageData,
} satisfies Record<string, (input: never) => PageDataLoader>

type Input<N extends PageDataName> = Parameters<(typeof pageDataLoaders)[N]>[0]
const loaderOf = <N extends PageDataName>(name: N, input: Input<N>) =>
  (pageDataLoaders[name] as (input: Input<N>) => PageDataLoader)(input)

/** The server's render: every answer into its client, a 404 kept for the page to show. */
export async function loadOnServer<N extends PageDataName>(
  client: QueryClient,
  name: N,
  input: Input<N>,
): Promise<void> {
  await loaderOf(
    name,
    input,
  )({
    get: (options) =>
      client.fetchQuery({ ...options, retry: false }).catch((error: unknown) => {
        if (isNotFound(error)) return undefined
        throw error
      }),
  })
}

/** The browser: the site's client asks for what it does not hold; a failure is the page's to say. */
export async function loadInBrowser<N extends PageDataName>(name: N, input: Input<N>) {
  await loaderOf(
    name,
    input,
  )({
    get: (options) => queryClient.ensureQueryData(options).catch(() => undefined),
  })
}
