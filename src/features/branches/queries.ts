import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '../../api/client'
import type { BranchesAnswer, Province } from '../../api/types'
import { BRANCH_PAGE_SIZE, type BranchSearchParams } from './branch-search-params'

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

/** The branch locator's results for the search in its address (one page of them). */
export const branchSearchQuery = (search: BranchSearchParams) =>
  branchesQuery({
    q: search.q,
    bank: search.bank,
    province: search.province,
    page: search.page ?? 1,
    pageSize: BRANCH_PAGE_SIZE,
  })
