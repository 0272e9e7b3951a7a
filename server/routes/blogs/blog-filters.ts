import { blogSearch } from '../../contract/site-search.ts'

/** The Content Hub's filters, as the site's `/blog` page reads them from its URL. */
export type BlogFilters = { category?: string; tag?: string }

/**
 * The search params as the site's router reads them: a value JSON can read is that value (`2025`
 * the number, `"sadc"` the string sadc), and a repeated param is a list.
 */
function asTheRouterReadsThem(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {}
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name).map(asTheRouterReadsIt)
    raw[name] = values.length === 1 ? values[0] : values
  }
  return raw
}

function asTheRouterReadsIt(value: string): unknown {
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}

/**
 * The category and tag a `/blog` URL selects, read by the page's own schema (`blogSearch`, which
 * keeps one lower-case kebab-case name of at most 100 characters and drops anything else): what
 * the server looks up and keys on is what the page would show.
 */
export function blogFilters(params: URLSearchParams): BlogFilters {
  const { category, tag } = blogSearch.validate(asTheRouterReadsThem(params))
  return { category, tag }
}
