/**
 * An article's address slug as words in sentence case, e.g. `how-payshap-works` → "How payshap
 * works". Empty when the slug holds no words.
 */
export function slugToSentence(slug: string): string {
  let decoded = slug
  try {
    decoded = decodeURIComponent(slug)
  } catch {
    // A malformed escape stays as typed; its words are still readable.
  }
  const words = decoded
    .split(/[-_\s]+/)
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}
