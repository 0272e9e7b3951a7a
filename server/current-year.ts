/**
 * The year in the HTML the server sends. A prerendered page holds the year of its build in the
 * footer's `data-current-year` element (src/lib/use-current-year.ts); the server writes the
 * current year there as it serves the page, so a page built in December says the right year in
 * January, with or without JavaScript. (The browser hydrates with whatever year the HTML says, so
 * the two can never disagree.)
 */
const YEAR_ELEMENT = /(<span data-current-year="">)\d{4}(<\/span>)/g

/** The year now in South Africa, where the company is. */
export function currentYear(now: Date = new Date()): number {
  const year = new Intl.DateTimeFormat('en-ZA', {
    timeZone: 'Africa/Johannesburg',
    year: 'numeric',
  }).format(now)
  return Number(year)
}

/** `html` with `year` in every current-year element. */
export function withCurrentYear(html: string, year: number): string {
  return html.replace(YEAR_ELEMENT, `$1${year}$2`)
}
