/**
 * The year in the HTML the server sends. A prerendered page holds the year of its build in the
 * footer's `data-current-year` element (src/lib/use-current-year.ts); the server writes the
 * current year there as it serves the page, so a page built in December says the right year in
 * January, with or without JavaScript. (The browser hydrates with whatever year the HTML says, so
 * the two can never disagree.)
 */
const YEAR_OPEN = '<span data-current-year="">'
const YEAR_CLOSE = '</span>'

// Made once: the site handler asks for the year on every request it serves.
const SOUTH_AFRICAN_YEAR = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
})

/** The year now in South Africa, where the company is. */
export function currentYear(now: Date = new Date()): number {
  // The year changes on a whole minute (South Africa keeps UTC+2 all year): the date formatter,
  // asked on every page served, runs once a minute.
  const minute = Math.floor(now.getTime() / 60_000)
  if (minute !== lastAsked.minute) {
    lastAsked.minute = minute
    lastAsked.year = Number(SOUTH_AFRICAN_YEAR.format(now))
  }
  return lastAsked.year
}
const lastAsked = { minute: Number.NaN, year: 0 }

/**
 * `html` with `year` in every current-year element. Found with `indexOf`, not a regular
 * expression: on a rendered page of 100 KB with a few non-ASCII characters the expression took
 * 1.4 ms of the main thread per page (every `<` a start to try), `indexOf` a few microseconds.
 */
export function withCurrentYear(html: string, year: number): string {
  return currentYearParts(html, year).join('')
}

/**
 * `html` with `year` in every current-year element, as pieces in order: slices of `html` and the
 * year. The server encodes a rendered page piece by piece: joining them first would copy the whole
 * page into a new string (about 0.8 ms for 100 KB on a slow core) only to encode it again.
 */
export function currentYearParts(html: string, year: number): string[] {
  const text = String(year)
  const parts: string[] = []
  let from = 0
  let searchFrom = 0
  for (;;) {
    const open = html.indexOf(YEAR_OPEN, searchFrom)
    if (open === -1) break
    const digits = open + YEAR_OPEN.length
    searchFrom = digits
    const isYear =
      /^\d{4}$/.test(html.slice(digits, digits + 4)) && html.startsWith(YEAR_CLOSE, digits + 4)
    if (isYear) {
      parts.push(html.slice(from, digits), text)
      from = digits + 4
    }
  }
  parts.push(from === 0 ? html : html.slice(from))
  return parts
}
