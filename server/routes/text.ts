/**
 * Typographic quotes and dashes as a visitor types them: articles are stored with ’ “ ” – —
 * (server/content/markdown.ts), and `industry's` must still find `industry’s`.
 */
const TYPED: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
}

/**
 * Lower case without accents, typographic quotes and dashes as typed, one character for one, so
 * indexes in the folded text match the original.
 */
export function foldChar(char: string): string {
  const typed = TYPED[char]
  if (typed) return typed
  const folded = char
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
  return folded.length === 1 ? folded : char.toLowerCase().length === 1 ? char.toLowerCase() : char
}

export function fold(text: string): string {
  let out = ''
  for (const char of text) out += foldChar(char)
  return out
}

/**
 * What Postgres' translate() maps, character for character, so SQL and fold() agree without
 * unaccent: accented letters to plain ones, typographic quotes and dashes to typed ones. (The
 * searches now fold in memory; the blog search's tests compare it with the query it replaced.)
 */
export const SQL_FOLD_FROM = `áàâäãåāéèêëēíìîïīóòôöõōúùûüūçñýÿ${Object.keys(TYPED).join('')}`
export const SQL_FOLD_TO = `aaaaaaaeeeeeiiiiioooooouuuuucnyy${Object.values(TYPED).join('')}`

/** Escapes LIKE's wildcards so a term matches itself literally (used with ESCAPE '\'). */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`)
}

/** A text prepared for snippets: its characters and their folded forms, one for one. */
export type SnippetSource = { chars: readonly string[]; folded: string }

/** Folds `text` once, for texts that many searches cut snippets from. */
export function snippetSource(text: string): SnippetSource {
  const chars = Array.from(text)
  return { chars, folded: chars.map(foldChar).join('') }
}

/**
 * About `length` characters of `text` around the first case- and accent-insensitive hit of
 * `term`, cut at word boundaries, with an ellipsis where text was left out. Null when no hit.
 */
export function snippetAround(
  text: string | SnippetSource,
  term: string,
  length = 120,
): string | null {
  const { chars, folded } = typeof text === 'string' ? snippetSource(text) : text
  const foldedChars = Array.from(folded)
  if (foldedChars.length !== chars.length) return null
  const needle = fold(term)
  const at = folded.indexOf(needle)
  if (at < 0 || needle.length === 0) return null
  const hit = Array.from(folded.slice(0, at)).length
  const hitLength = Array.from(needle).length

  const room = Math.max(0, length - hitLength)
  let start = Math.max(0, hit - Math.floor(room / 3))
  let end = Math.min(chars.length, start + Math.max(length, hitLength))
  start = Math.max(0, Math.min(start, end - length))
  // Move outwards to the nearest word boundary, but never more than 15 characters.
  for (let i = 0; start > 0 && i < 15 && !/\s/.test(chars[start - 1]!); i++) start--
  for (let i = 0; end < chars.length && i < 15 && !/\s/.test(chars[end]!); i++) end++
  const body = chars.slice(start, end).join('').trim()
  return `${start > 0 ? '…' : ''}${body}${end < chars.length ? '…' : ''}`
}

/** Minutes to read `words` words at 200 a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.ceil(words / 200))

/** Today's date in South Africa (YYYY-MM-DD): an article dated today is published today. */
export function todayInSouthAfrica(now: Date = new Date()): string {
  // The date only changes on a whole minute (of any time zone): format once a minute, not per call.
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastMinute) {
    lastMinute = minute
    lastDate = southAfricanDate.format(now)
  }
  return lastDate
}

const southAfricanDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' })
let lastMinute = Number.NaN
let lastDate = ''
