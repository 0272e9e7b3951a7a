/** The longest search term the no-results page repeats back. */
export const maxNoResultsTermLength = 100

/**
 * Reads `?q` for /no-results: a search term of up to 100 characters; anything else is ignored.
 * Kept apart from the page: the route's `validateSearch` is in the entry bundle, the page is not.
 */
export function parseNoResultsSearch(search: Record<string, unknown>): { q: string | undefined } {
  const q = typeof search.q === 'string' ? search.q.trim() : ''
  return { q: q.length > 0 && q.length <= maxNoResultsTermLength ? q : undefined }
}
