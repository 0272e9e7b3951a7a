import { PROVINCES, type Province } from '../../api/types'

/** The branch locator's state in the URL, so that a search can be shared (a zod schema). */
export { branchSearch, type BranchSearchParams } from '../../api/site-search'

export const BRANCH_PAGE_SIZE = 10
export const NO_BRANCHES_OPACITY = 0.06

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
