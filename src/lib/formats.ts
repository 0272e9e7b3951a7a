import { format as formatWithPattern, isValid, parseISO } from 'date-fns'

/** The spec's date format, e.g. "5 March 2026". */
export const DATE_FORMAT = 'd MMMM y'

const NON_BREAKING_SPACES = /[\u00a0\u202f]/g

// "South African locale" is en-ZA, which writes 1 234,50 (the SI style the SA government uses); the
// input widget turns a typed comma into the decimal point, so both sides agree. Intl puts
// non-breaking spaces between thousands; we use plain spaces so copied figures paste anywhere.
// Each format is made once and kept: making one costs far more than using it (an index page's
// chart and table format hundreds of figures as it renders).
const numberFormats = new Map<string, Intl.NumberFormat>()
function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number) {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`
  let format = numberFormats.get(key)
  if (format === undefined) {
    format = new Intl.NumberFormat('en-ZA', {
      minimumFractionDigits,
      maximumFractionDigits,
      useGrouping: true,
    })
    numberFormats.set(key, format)
  }
  return format
}

function formatUnsigned(value: number, minimumDecimals: number, maximumDecimals: number): string {
  return numberFormat(minimumDecimals, maximumDecimals)
    .format(value)
    .replace(NON_BREAKING_SPACES, ' ')
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
