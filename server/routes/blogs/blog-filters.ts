/** The Content Hub's filters, as the site's `/blog` page reads them from its URL. */
export type BlogFilters = { category?: string; tag?: string }

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_LENGTH = 100

/**
 * A filter's value as the page reads it, else undefined. The site's router reads a repeated
 * parameter as a list, and a value JSON can read as that value (`2025` a number, `"sadc"` the
 * string sadc); the page keeps only one lower-case kebab-case string of at most 100 characters
 * (`parseBlogSearch` in src/features/blog/blog-search.ts; blog-filters.test.ts holds the two
 * together). Any other value is dropped by the page, which sends the visitor to the address
 * without it.
 */
function filterValue(params: URLSearchParams, name: string): string | undefined {
  const values = params.getAll(name)
  if (values.length !== 1) return undefined
  const value = asTheRouterReadsIt(values[0] ?? '')
  return typeof value === 'string' && value.length <= MAX_LENGTH && KEBAB.test(value)
    ? value
    : undefined
}

function asTheRouterReadsIt(value: string): unknown {
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/**
 * The category and tag a `/blog` URL selects, normalised as the page normalises them: what the
 * server looks up and keys on is what the page would show.
 */
export function blogFilters(params: URLSearchParams): BlogFilters {
  return { category: filterValue(params, 'category'), tag: filterValue(params, 'tag') }
}
