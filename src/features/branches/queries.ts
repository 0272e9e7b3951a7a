import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { BranchesAnswer, Province } from '../../api/types'

export type BranchSearch = {
  q?: string
  bank?: string
  province?: Province
  page?: number
  pageSize?: number
}

export const branchesQuery = (search: BranchSearch) =>
  queryOptions({
    queryKey: ['branches', search],
    queryFn: ({ signal }) => apiGet<BranchesAnswer>('/Branches', { query: search, signal }),
    placeholderData: (previous) => previous,
  })
