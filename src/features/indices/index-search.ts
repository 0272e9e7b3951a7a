import { RANGES, VIEWS, type IndexRange, type IndexView } from '../../lib/index-options'

export type IndexSearch = { range?: IndexRange; view?: IndexView }

/** Reads `?range` and `?view`; anything else is dropped (every key is set, for the router). */
export function parseIndexSearch(search: Record<string, unknown>): IndexSearch {
  return {
    range: (RANGES as readonly unknown[]).includes(search.range)
      ? (search.range as IndexRange)
      : undefined,
    view: (VIEWS as readonly unknown[]).includes(search.view)
      ? (search.view as IndexView)
      : undefined,
  }
}
