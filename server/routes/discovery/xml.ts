/**
 * Characters XML 1.0 does not allow at all (C0 controls other than tab, line feed and carriage
 * return, lone surrogates, U+FFFE and U+FFFF): they are dropped, since no escape can carry them.
 */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** Text for an XML element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const two = (n: number) => String(n).padStart(2, '0')

/** An instant as RSS wants it (RFC 822 with a four-digit year), in UTC: `Tue, 15 Sep 2026 08:00:00 GMT`. */
export function rfc822(instant: Date): string {
  return instant.toUTCString()
}

/**
 * A publication date (YYYY-MM-DD) as RFC 822: the start of that day in South Africa, which keeps
 * +02:00 all year (an article dated today is published from midnight there).
 */
export function rfc822Date(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number)
  const weekday = DAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]
  return `${weekday}, ${two(day)} ${MONTHS[month - 1]} ${year} 00:00:00 +0200`
}

/** The instant a publication date (YYYY-MM-DD) starts in South Africa. */
export function startOfSouthAfricanDay(date: string): Date {
  return new Date(`${date}T00:00:00+02:00`)
}

const southAfricanDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Johannesburg' })

/** The South African date (YYYY-MM-DD, a W3C date) of an instant. */
export function southAfricanDay(instant: Date): string {
  return southAfricanDate.format(instant)
}
