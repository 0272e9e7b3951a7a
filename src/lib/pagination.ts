/** A page link (0-based page index) or a marker for pages left out. */
export type PaginationItem =
  { type: 'page'; page: number } | { type: 'gap'; position: 'start' | 'end' }

/** The spec: up to 5 page links are shown in full; otherwise gaps stand for the pages left out. */
export const FULL_PAGE_LINKS = 5
/** At 350 px or less there is room for fewer links. */
export const COMPACT_FULL_PAGE_LINKS = 3

/**
 * Which page links a pager shows: all of them when there are few, otherwise the first, the last,
 * the current page with its neighbours (none when compact), and gaps between.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  { compact = false }: { compact?: boolean } = {},
): PaginationItem[] {
  const count = Math.max(0, Math.floor(pageCount))
  const fullLimit = compact ? COMPACT_FULL_PAGE_LINKS : FULL_PAGE_LINKS
  if (count <= fullLimit) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index }))
  }

  const last = count - 1
  const current = clamp(Math.floor(page), 0, last)
  const siblings = compact ? 0 : 1
  const windowSize = 2 * siblings + 1
  const windowStart = clamp(current - siblings, 1, last - windowSize)
  const windowEnd = windowStart + windowSize - 1

  const items: PaginationItem[] = [{ type: 'page', page: 0 }]
  if (windowStart > 1) items.push({ type: 'gap', position: 'start' })
  for (let index = windowStart; index <= windowEnd; index++) {
    items.push({ type: 'page', page: index })
  }
  if (windowEnd < last - 1) items.push({ type: 'gap', position: 'end' })
  items.push({ type: 'page', page: last })
  return items
}

/** Whether a page index can be navigated to: the spec ignores pages below 0 or past the last. */
export function isValidPage(page: number, pageCount: number): boolean {
  return Number.isInteger(page) && page >= 0 && page < pageCount
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(Math.max(value, min), max)
}
