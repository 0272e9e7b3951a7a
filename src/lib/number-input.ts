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

/**
 * A field's value (the machine form that `sanitiseNumberText` gives, "1234.56") as the field shows
 * it for editing: the point written as the decimal comma that every figure on the site uses (the
 * South African convention, as `formatRand` writes "R 1 234,56"), so focusing a price changes
 * only the "R" and the grouping, never the mark. Sanitising the result gives the value back.
 */
export function numberEditText(value: string): string {
  return value.replace('.', ',')
}

/** `text` without the characters that can never belong to a number: digits, ",", "." and spaces stay. */
export function keepNumberCharacters(text: string): string {
  return text.replace(/[^0-9.,\s]/g, '')
}

/**
 * What a number field keeps while the visitor types, before the text is read as a whole on
 * commit (blur, Enter) or paste: `next` with only the characters that can never belong to a
 * number removed (digits, comma, dot and spaces stay), so "1,234.56" typed key by key reads as it
 * does pasted. A comma cannot be read until the text is complete (thousands or decimal), but
 * without one the reading is settled: a keystroke that would add a second point, or a digit past
 * the maximum length or past 2 decimals without rounding, is refused (`previous` is kept).
 */
export function typedNumberText(
  previous: string,
  next: string,
  options: NumberTextOptions = {},
): string {
  const kept = keepNumberCharacters(next)
  const compact = kept.replace(/\s/g, '')
  const grew = compact.length > previous.replace(/\s/g, '').length
  if (kept.includes(',') || !grew) return kept
  const points = compact.split('.').length - 1
  const unlimited = sanitiseNumberText(compact)
  return points > 1 || sanitiseNumberText(compact, options) !== unlimited ? previous : kept
}

/** What a keydown handler needs from the event (a React or DOM KeyboardEvent fits). */
export interface KeyLike {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
}

/**
 * Whether a key may reach a number or price field: digits, the point, the comma and the space
 * (decimal marks and thousands separators, read when the text is committed), every named key
 * (Backspace, Delete, Tab, Enter, arrows, Home, End, and the "Unidentified" that Android keyboards
 * send, whose text the field then filters), plus
 * Ctrl or Cmd shortcuts (copy, cut, paste, select all, undo). AltGr and Option combinations that
 * type other characters are refused.
 */
export function isAllowedNumberKey({ key, ctrlKey, metaKey, altKey }: KeyLike): boolean {
  if ([...key].length !== 1) return true
  if ((ctrlKey || metaKey) && !altKey) return true
  return /^[0-9., ]$/.test(key)
}
