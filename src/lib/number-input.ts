/**
 * The spec's rules (section 5) for what a number or price field may hold: digits and one decimal
 * point, nothing else.
 */
export interface NumberTextOptions {
  /** The value is cut to this many characters, if set. */
  maxLength?: number
  /** With rounding off, decimals are cut to 2 places (never rounded). Default on. */
  round?: boolean
}

const DECIMALS_WITHOUT_ROUNDING = 2

/**
 * Sanitises typed or pasted text for a number or price field, in the spec's order:
 * whitespace removed; if both a comma and a dot appear, or several commas, the commas are thousands
 * separators and go, otherwise a comma is the decimal point; everything but ASCII digits and the
 * first point goes; a leading point gets a "0" ("." → "0."); with rounding off decimals are cut
 * to 2; then the maximum length applies. "1 234,56" and "1,234.56" both give "1234.56".
 */
export function sanitiseNumberText(text: string, options: NumberTextOptions = {}): string {
  const { maxLength, round = true } = options
  let value = text.replace(/\s+/g, '')

  const commas = value.split(',').length - 1
  value = value.includes('.') || commas > 1 ? value.replaceAll(',', '') : value.replace(',', '.')

  value = value.replace(/[^0-9.]/g, '')
  const point = value.indexOf('.')
  if (point !== -1) {
    const whole = value.slice(0, point)
    let decimals = value.slice(point + 1).replaceAll('.', '')
    if (!round) decimals = decimals.slice(0, DECIMALS_WITHOUT_ROUNDING)
    value = `${whole === '' ? '0' : whole}.${decimals}`
  }

  if (maxLength !== undefined && maxLength >= 0 && Number.isFinite(maxLength)) {
    value = value.slice(0, Math.trunc(maxLength))
  }
  return value
}

/** What a keydown handler needs from the event (a React or DOM KeyboardEvent fits). */
export interface KeyLike {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * Whether a key may reach a number or price field: digits, the decimal point (a comma becomes
 * one), and every named key (Backspace, Delete, Tab, Enter, arrows, Home, End, and the
 * "Unidentified" that Android keyboards send, whose text the input sanitiser then checks), plus
 * Ctrl or Cmd shortcuts (copy, cut, paste, select all, undo). AltGr and Option combinations that
 * type other characters are refused.
 */
export function isAllowedNumberKey({ key, ctrlKey, metaKey, altKey }: KeyLike): boolean {
  if ([...key].length !== 1) return true
  if ((ctrlKey || metaKey) && !altKey) return true
  return /^[0-9.,]$/.test(key)
}
