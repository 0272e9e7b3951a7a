/**
 * The year in the HTML the server sends. A prerendered page holds the year of its build in the
 * footer's `data-current-year` element (src/lib/use-current-year.ts); the server writes the
 * current year there as it serves the page, so a page built in December says the right year in
 * January, with or without JavaScript. (The browser hydrates with whatever year the HTML says, so
 * the two can never disagree.)
 */
const YEAR_ELEMENT = /(<span data-current-year="">)\d{4}(<\/span>)/g

// Made once: the site handler asks for the year on every request it serves.
const SOUTH_AFRICAN_YEAR = new Intl.DateTimeFormat('en-ZA', {
  timeZone: 'Africa/Johannesburg',
  year: 'numeric',
})

/** The year now in South Africa, where the company is. */
export function currentYear(now: Date = new Date()): number {
  return Number(SOUTH_AFRICAN_YEAR.format(now))
}

/** `html` with `year` in every current-year element. */
export function withCurrentYear(html: string, year: number): string {
  return html.replace(YEAR_ELEMENT, `$1${year}$2`)
}
