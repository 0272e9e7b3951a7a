import { format as formatWithPattern, isValid, parseISO } from 'date-fns'

/** The spec's date format, e.g. "5 March 2026". */
export const DATE_FORMAT = 'd MMMM y'

// "South African locale" is en-ZA, which writes 1 234,50 (the SI style the SA government uses); the
// input widget turns a typed comma into the decimal point, so both sides agree. Between thousands
// we put plain spaces (Intl puts non-breaking ones), so copied figures paste anywhere.
//
// Written out rather than asked of `Intl.NumberFormat`: the first one a page makes loads the
// locale's data, 15 ms on a desktop and several times that on a phone, in the middle of the
// render that first shows a figure (an index page's chart). The result is the same as Intl's
// en-ZA format (formats.test.ts compares them over many values): the number's shortest decimal
// form, rounded half away from zero, grouped in threes.

/** The digits of a finite `value` ≥ 0 in its shortest decimal form, around the point, no exponent. */
function decimalParts(value: number): { whole: string; fraction: string } {
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(value))
  if (!match) return { whole: '0', fraction: '' }
  let digits = `${match[1]}${match[2] ?? ''}`
  let point = (match[1] ?? '').length + Number(match[3] ?? 0)
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits
    point = 1
  }
  digits = digits.padEnd(point, '0')
  return { whole: digits.slice(0, point), fraction: digits.slice(point) }
}

/** `digits` plus one in the last place: "199" → "200", "99" → "100". */
function incremented(digits: string): string {
  const end = digits.search(/9*$/)
  if (end === 0) return `1${'0'.repeat(digits.length)}`
  return `${digits.slice(0, end - 1)}${Number(digits[end - 1]) + 1}${'0'.repeat(digits.length - end)}`
}

function formatUnsigned(value: number, minimumDecimals: number, maximumDecimals: number): string {
  let { whole, fraction } = decimalParts(value)
  if (fraction.length > maximumDecimals) {
    // Half away from zero, on the decimal digits (so 1.005 to 2 places is 1.01, as Intl has it).
    let kept = whole + fraction.slice(0, maximumDecimals)
    if ((fraction[maximumDecimals] ?? '0') >= '5') kept = incremented(kept)
    whole = kept.slice(0, kept.length - maximumDecimals)
    fraction = kept.slice(kept.length - maximumDecimals)
  }
  fraction = fraction.replace(/0+$/, '').padEnd(minimumDecimals, '0')
  whole = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+$)/g, ' ')
  return fraction ? `${whole},${fraction}` : whole
}

function clampDecimals(decimals: number | undefined, fallback: number): number {
  if (decimals === undefined || !Number.isFinite(decimals)) return fallback
  return Math.min(20, Math.max(0, Math.trunc(decimals)))
}

/** A sign only when the shown digits are not all zero, so -0.001 reads "R 0,00" and never "-R 0,00". */
function signOf(value: number, shownDigits: string): string {
  return value < 0 && /[1-9]/.test(shownDigits) ? '-' : ''
}

export interface RandOptions {
  /** Digits after the decimal comma, always shown. Default 2. */
  decimals?: number
}

/**
 * Rand amount: "R 1 234,50", negatives "-R 1 234,50" (Intl's en-ZA currency order). Not-a-number
 * and infinite values give an empty string so nothing misleading is shown.
 */
export function formatRand(value: number, { decimals }: RandOptions = {}): string {
  if (!Number.isFinite(value)) return ''
  const places = clampDecimals(decimals, 2)
  const digits = formatUnsigned(Math.abs(value), places, places)
  return `${signOf(value, digits)}R ${digits}`
}

const SHORT_UNITS = [
  { from: 0, divisor: 1, suffix: '' },
  { from: 1e5, divisor: 1e3, suffix: 'k' },
  { from: 1e6, divisor: 1e6, suffix: ' mil.' },
  { from: 1e9, divisor: 1e9, suffix: ' bil.' },
  { from: 1e12, divisor: 1e12, suffix: ' tril.' },
] as const

const roundTo2 = (value: number) => Math.round(value * 100) / 100

export interface ShortCurrencyOptions {
  /** Put "R " in front. */
  rand?: boolean
}

/**
 * Short amounts for charts and summaries: from 100 000 in thousands ("250k"), then "mil.", "bil."
 * and "tril.", each with up to 2 decimals ("1,25 mil."). Smaller values keep their digits.
 */
export function formatShortCurrency(value: number, { rand = false }: ShortCurrencyOptions = {}) {
  if (!Number.isFinite(value)) return ''
  const magnitude = Math.abs(value)
  let index = SHORT_UNITS.findLastIndex((unit) => magnitude >= unit.from)
  // Rounding can reach the next unit: 999 999 shows as "1 mil.", never "1 000k".
  while (
    index < SHORT_UNITS.length - 1 &&
    roundTo2(magnitude / SHORT_UNITS[index]!.divisor) * SHORT_UNITS[index]!.divisor >=
      SHORT_UNITS[index + 1]!.from
  ) {
    index += 1
  }
  const unit = SHORT_UNITS[index]!
  const body = `${formatUnsigned(roundTo2(magnitude / unit.divisor), 0, 2)}${unit.suffix}`
  const sign = signOf(value, body)
  return rand ? `${sign}R ${body}` : `${sign}${body}`
}

/**
 * A value already in percent with a percent sign: 12.5 → "12,5%". With `decimals` the digits are
 * fixed; without, up to 2 are shown.
 */
export function formatPercentage(value: number, decimals?: number): string {
  if (!Number.isFinite(value)) return ''
  const fixed = decimals !== undefined
  const places = clampDecimals(decimals, 2)
  const digits = formatUnsigned(Math.abs(value), fixed ? places : 0, places)
  return `${signOf(value, digits)}${digits}%`
}

/**
 * A date as "5 March 2026". Strings are read as ISO dates in local time (so "2026-03-05" stays the
 * 5th everywhere); an invalid date gives an empty string instead of throwing.
 */
export function formatDate(date: Date | number | string): string {
  const parsed = typeof date === 'string' ? parseISO(date) : date
  if (!isValid(parsed)) return ''
  return formatWithPattern(parsed, DATE_FORMAT)
}
