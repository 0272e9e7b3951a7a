/** A page the site search can find: its route's title and keywords. */
export interface SearchablePage {
  title: string
  path: string
  keywords: readonly string[]
  /** A page outside this site (`path` is a URL). */
  external?: boolean
  /** Its own words, from the build's prerendered page (`PageText`), once they have loaded. */
  text?: PageText
}

/** The words of a page besides its title and keywords: its headings and the start of its body. */
export interface PageText {
  headings: string
  text: string
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
