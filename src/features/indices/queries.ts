import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { IndexSeries, IndexSeriesSummary } from '../../api/types'

export const indexListQuery = () =>
  queryOptions({
    queryKey: ['indices'],
    queryFn: ({ signal }) => apiGet<IndexSeriesSummary[]>('/Indices', { signal }),
  })

/** One series with its monthly points, oldest first. */
export const indexSeriesQuery = (id: string) =>
  queryOptions({
    queryKey: ['indices', id],
    queryFn: ({ signal }) => apiGet<IndexSeries>(`/Indices/${encodeURIComponent(id)}`, { signal }),
  })
