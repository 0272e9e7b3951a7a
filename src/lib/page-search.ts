/** A page the site search can find: its route's title and keywords. */
export interface SearchablePage {
  title: string
  path: string
  keywords: readonly string[]
  /** A page outside this site (`path` is a URL). */
  external?: boolean
}

export const minimumSearchLength = 2
/** Result text longer than this is cut on screen, with an ellipsis (spec, "Site search"). */
export const resultTextLength = 30

/** `text` cut to `length` characters (trailing space dropped) with an ellipsis when longer. */
export function cutText(text: string, length = resultTextLength): string {
  const chars = Array.from(text)
  if (chars.length <= length) return text
  return `${chars.slice(0, length).join('').trimEnd()}…`
}

/** Lower case without accents, so "Tshwane" finds "tshwane" and "cote" finds "Côte". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim()
}

/**
 * Pages matching every word of the term, best first: a title hit ranks above a keyword hit, and a
 * title that starts with the term above one that merely contains it. Fewer than two characters
 * find nothing.
 */
export function searchPages<T extends SearchablePage>(pages: readonly T[], term: string): T[] {
  const query = normalise(term)
  if (query.length < minimumSearchLength) return []
  const words = query.split(/\s+/)

  const scored = pages.flatMap((page) => {
    const title = normalise(page.title)
    const keywords = page.keywords.map(normalise).join(' , ')
    const everyWordFound = words.every((word) => title.includes(word) || keywords.includes(word))
    if (!everyWordFound) return []
    const score =
      (title.startsWith(query) ? 4 : 0) +
      (title.includes(query) ? 2 : 0) +
      words.filter((word) => title.includes(word)).length / words.length
    return [{ page, score }]
  })

  return scored
    .sort((a, b) => b.score - a.score || a.page.title.localeCompare(b.page.title))
    .map(({ page }) => page)
}
