import MiniSearch, { type SearchOptions } from 'minisearch'
import { searchSynonyms } from '../../content/search-synonyms'
import { minimumSearchLength, normalise, type SearchablePage } from '../../lib/page-search'

/**
 * The site search's engine (MiniSearch: a small, well-kept full-text index with BM25 ranking,
 * fuzzy and prefix matching and field boosts, about 7 KB in the search's own chunk and never in
 * the first load). One engine for the header's dropdown, the /search page (rendered on the
 * server and in the browser) and offline, so that they find the same pages in the same order.
 */

/**
 * Typos forgiven in a word: none in a short word (where one edit makes another word: "debt" is
 * not "debit"), one from five letters, two from nine.
 */
export function editsAllowed(word: string): number {
  if (word.length >= 9) return 2
  if (word.length >= 5) return 1
  return 0
}

/**
 * Field boosts: a title hit ranks above a keyword hit, and both above the page's own words (its
 * headings, then its body text).
 */
const BOOST = { title: 3, keywords: 1.5, headings: 1, text: 0.5 } as const

const OPTIONS: SearchOptions = {
  boost: BOOST,
  // The last word is still being typed: "debi" finds "debit".
  prefix: (_term, index, terms) => index === terms.length - 1,
  // MiniSearch reads a fraction below 1 as a share of the word's length: an absolute count here.
  fuzzy: (term) => editsAllowed(term),
  processTerm: (term) => normalise(term) || null,
}

type Indexed = { id: number; title: string; keywords: string; headings: string; text: string }

const indexes = new WeakMap<readonly SearchablePage[], MiniSearch<Indexed>>()

/** The index of `pages`, made once for each list (the list a hook memoises). */
function indexOf(pages: readonly SearchablePage[]): MiniSearch<Indexed> {
  let index = indexes.get(pages)
  if (index === undefined) {
    index = new MiniSearch<Indexed>({
      fields: ['title', 'keywords', 'headings', 'text'],
      processTerm: (term) => normalise(term) || null,
      searchOptions: OPTIONS,
    })
    index.addAll(
      pages.map((page, id) => ({
        id,
        title: page.title,
        keywords: page.keywords.join(' '),
        headings: page.text?.headings ?? '',
        text: page.text?.text ?? '',
      })),
    )
    indexes.set(pages, index)
  }
  return index
}

/** The words the query means besides its own: the synonyms of each phrase it holds. */
export function synonymsOf(query: string): string[] {
  const text = ` ${normalise(query).replace(/[^\p{L}\p{N}]+/gu, ' ')} `
  return Object.entries(searchSynonyms).flatMap(([phrase, others]) =>
    text.includes(` ${phrase} `) ? others : [],
  )
}

/**
 * Pages matching the term, best first. Every word must match (a typo forgiven, the last word as a
 * prefix); when no page has them all, pages with any of them; a synonym of a phrase counts as the
 * phrase. Fewer than two characters find nothing.
 */
export function searchPages<T extends SearchablePage>(pages: readonly T[], term: string): T[] {
  const query = normalise(term)
  if (query.length < minimumSearchLength) return []
  const index = indexOf(pages)
  const alternatives = synonymsOf(query)
  const run = (combineWith: 'AND' | 'OR') =>
    index.search({
      combineWith: 'OR',
      queries: [query, ...alternatives].map((text) => ({
        ...OPTIONS,
        combineWith,
        queries: [text],
      })),
    })
  const found = run('AND')
  const results = found.length > 0 ? found : run('OR')
  return results
    .map((result) => {
      const page = pages[result.id as number]!
      // A page whose title holds a word found ranks above one found by its keywords, and that
      // above one found only in its own text; a title that starts with what was typed is what
      // the visitor is spelling out.
      const fields = Object.values(result.match).flat()
      const tier = fields.includes('title') ? 2 : fields.includes('keywords') ? 1 : 0
      const spelled = normalise(page.title).startsWith(query) ? 2 : 1
      return { page, tier, score: result.score * spelled }
    })
    .sort(
      (a, b) => b.tier - a.tier || b.score - a.score || a.page.title.localeCompare(b.page.title),
    )
    .map(({ page }) => page)
}
