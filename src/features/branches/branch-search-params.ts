import { PROVINCES, type Province } from '../../api/types'

/** The branch locator's state in the URL, so that a search can be shared. */
export type BranchSearchParams = {
  q?: string
  bank?: string
  province?: Province
  page?: number
}

const BANK_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const BRANCH_PAGE_SIZE = 10
export const NO_BRANCHES_OPACITY = 0.06
const MAX_QUERY = 100
const MAX_PAGE = 10_000

/** Every key set, to undefined when dropped: the router lays this over the raw params. */
export function parseBranchSearch(search: Record<string, unknown>): BranchSearchParams {
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, MAX_QUERY) : ''
  // "all" is what the bank select sends from a form for every bank.
  const bank =
    typeof search.bank === 'string' && search.bank !== 'all' && BANK_ID.test(search.bank)
      ? search.bank
      : undefined
  const province = (PROVINCES as readonly unknown[]).includes(search.province)
    ? (search.province as Province)
    : undefined
  const page = Number(search.page)
  return {
    q: q || undefined,
    bank: bank && bank.length <= 50 ? bank : undefined,
    province,
    page: Number.isInteger(page) && page > 1 && page <= MAX_PAGE ? page : undefined,
  }
}

/** Province shading from branch counts: none is a faint tint (the shape still shows), the most is full colour. */
export function provinceShades(counts: Partial<Record<Province, number>>) {
  const most = Math.max(0, ...Object.values(counts).map((count) => count ?? 0))
  return PROVINCES.map((province) => {
    const count = counts[province] ?? 0
    return {
      Name: province,
      Opacity: most === 0 || count === 0 ? NO_BRANCHES_OPACITY : 0.25 + 0.75 * (count / most),
      Label: `${count} ${count === 1 ? 'branch' : 'branches'}`,
    }
  })
}
