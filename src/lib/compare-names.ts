/** A name as it sorts: accents folded to their letter ("Côte" as "cote") and case ignored. */
function sortKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
}

/**
 * Orders names alphabetically, accents folded and case ignored, for lists of names in English
 * (countries, provinces). Not `localeCompare`: its first call in a page builds a collator, which
 * takes a phone's main thread ~40 ms, inside the task that hydrates the page.
 */
export function compareNames(a: string, b: string): number {
  const keyA = sortKey(a)
  const keyB = sortKey(b)
  if (keyA !== keyB) return keyA < keyB ? -1 : 1
  return a < b ? -1 : a > b ? 1 : 0
}
