// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  isAllowedNumberKey,
  keepNumberCharacters,
  numberEditText,
  sanitiseNumberText,
  typedNumberText,
} from './number-input'

describe('sanitiseNumberText', () => {
  it('keeps plain numbers as they are', () => {
    expect(sanitiseNumberText('')).toBe('')
    expect(sanitiseNumberText('1234')).toBe('1234')
    expect(sanitiseNumberText('1234.5678')).toBe('1234.5678')
    expect(sanitiseNumberText('007')).toBe('007')
    expect(sanitiseNumberText('12.')).toBe('12.')
  })

  it('removes spaces of every kind', () => {
    expect(sanitiseNumberText('1 234 567')).toBe('1234567')
    expect(sanitiseNumberText(' 12\t34\n')).toBe('1234')
    expect(sanitiseNumberText('1\u00a0234\u202f567')).toBe('1234567')
  })

  it('turns a single comma into the decimal point', () => {
    expect(sanitiseNumberText('12,5')).toBe('12.5')
    expect(sanitiseNumberText('1 234,56')).toBe('1234.56')
    expect(sanitiseNumberText('12,')).toBe('12.')
  })

  it('removes the commas when a dot also appears', () => {
    expect(sanitiseNumberText('1,234.56')).toBe('1234.56')
    expect(sanitiseNumberText('1.234,56')).toBe('1.23456')
  })

  it('removes the commas when there is more than one', () => {
    expect(sanitiseNumberText('1,234,567')).toBe('1234567')
    expect(sanitiseNumberText(',,')).toBe('')
  })

  it('keeps only the first decimal point', () => {
    expect(sanitiseNumberText('1.2.3')).toBe('1.23')
    expect(sanitiseNumberText('..5')).toBe('0.5')
  })

  it('turns a lone or leading dot into "0."', () => {
    expect(sanitiseNumberText('.')).toBe('0.')
    expect(sanitiseNumberText(',')).toBe('0.')
    expect(sanitiseNumberText('.75')).toBe('0.75')
  })

  it('drops everything that is not an ASCII digit or the point', () => {
    expect(sanitiseNumberText('R 1 234,56')).toBe('1234.56')
    expect(sanitiseNumberText('-12')).toBe('12')
    expect(sanitiseNumberText('1e5')).toBe('15')
    expect(sanitiseNumberText('abc')).toBe('')
    expect(sanitiseNumberText('١٢٣')).toBe('')
    expect(sanitiseNumberText('１２３')).toBe('')
    expect(sanitiseNumberText('12😀3')).toBe('123')
  })

  it('cuts decimals to 2 places without rounding when rounding is off', () => {
    expect(sanitiseNumberText('12.999', { round: false })).toBe('12.99')
    expect(sanitiseNumberText('0,005', { round: false })).toBe('0.00')
    expect(sanitiseNumberText('12.5', { round: false })).toBe('12.5')
    expect(sanitiseNumberText('12.999')).toBe('12.999')
  })

  it('truncates to the maximum length after cleaning', () => {
    expect(sanitiseNumberText('1 234 567', { maxLength: 5 })).toBe('12345')
    expect(sanitiseNumberText('.', { maxLength: 1 })).toBe('0')
    expect(sanitiseNumberText('123', { maxLength: 0 })).toBe('')
    expect(sanitiseNumberText('123', { maxLength: -1 })).toBe('123')
    expect(sanitiseNumberText('123', { maxLength: Number.POSITIVE_INFINITY })).toBe('123')
    expect(sanitiseNumberText('123.456', { maxLength: 6, round: false })).toBe('123.45')
  })

  it('copes with very long pasted text', () => {
    const pasted = '9 '.repeat(100_000)
    expect(sanitiseNumberText(pasted)).toHaveLength(100_000)
    expect(sanitiseNumberText(pasted, { maxLength: 15 })).toBe('9'.repeat(15))
  })
})

describe('numberEditText', () => {
  it('writes the point as the decimal comma, and sanitising gives the value back', () => {
    for (const [value, shown] of [
      ['1234.56', '1234,56'],
      ['0.', '0,'],
      ['12', '12'],
      ['', ''],
    ] as const) {
      expect(numberEditText(value)).toBe(shown)
      expect(sanitiseNumberText(shown)).toBe(value)
    }
  })
})

describe('keepNumberCharacters', () => {
  it('keeps digits, commas, points and spaces only', () => {
    expect(keepNumberCharacters('R 1 234,56-e')).toBe(' 1 234,56')
    expect(keepNumberCharacters('١٢٣abc')).toBe('')
  })
})

/** Types `text` one key at a time, as the field keeps it. */
function typeKeys(text: string, options?: Parameters<typeof typedNumberText>[2]): string {
  return [...text].reduce((kept, key) => typedNumberText(kept, kept + key, options), '')
}

describe('typedNumberText', () => {
  it('keeps what is typed, so the whole reads as it does pasted', () => {
    for (const text of ['1,234.56', '1 234,56', '1234.56', '1,2,3', '12,5', '1,234,567']) {
      expect(typeKeys(text), text).toBe(text)
      expect(sanitiseNumberText(typeKeys(text))).toBe(sanitiseNumberText(text))
    }
  })

  it('drops characters that can never belong to a number', () => {
    expect(typeKeys('1a2-e+5')).toBe('125')
    expect(typedNumberText('12', '12x')).toBe('12')
  })

  it('refuses a second point while there is no comma', () => {
    expect(typeKeys('1.2.3')).toBe('1.23')
    expect(typeKeys('1,2.3.4')).toBe('1,2.3.4')
  })

  it('refuses digits past the maximum length or 2 decimals while there is no comma', () => {
    expect(typeKeys('123456', { maxLength: 5 })).toBe('12345')
    expect(typeKeys('19.999', { round: false })).toBe('19.99')
    expect(typeKeys('19.999')).toBe('19.999')
    expect(typeKeys('1,234.56', { round: false })).toBe('1,234.56')
  })

  it('always allows deleting', () => {
    expect(typedNumberText('1.2.3', '1.2.')).toBe('1.2.')
    expect(typedNumberText('123456', '12345', { maxLength: 3 })).toBe('12345')
  })
})

describe('isAllowedNumberKey', () => {
  it('allows digits, the point, the comma and the space', () => {
    for (const key of ['0', '5', '9', '.', ',', ' ']) expect(isAllowedNumberKey({ key })).toBe(true)
  })

  it('refuses letters, signs and other characters', () => {
    for (const key of ['a', 'e', 'E', '-', '+', 'R', '٣', '😀', '\u00a0']) {
      expect(isAllowedNumberKey({ key }), key).toBe(false)
    }
  })

  it('allows control keys', () => {
    for (const key of [
      'Backspace',
      'Delete',
      'Tab',
      'Enter',
      'Escape',
      'ArrowLeft',
      'ArrowRight',
      'ArrowUp',
      'ArrowDown',
      'Home',
      'End',
      'Unidentified',
    ]) {
      expect(isAllowedNumberKey({ key }), key).toBe(true)
    }
  })

  it('allows copy, cut, paste, select all and undo with Ctrl or Cmd', () => {
    for (const key of ['c', 'x', 'v', 'a', 'z']) {
      expect(isAllowedNumberKey({ key, ctrlKey: true })).toBe(true)
      expect(isAllowedNumberKey({ key, metaKey: true })).toBe(true)
    }
  })

  it('refuses characters typed with AltGr or Option', () => {
    expect(isAllowedNumberKey({ key: '€', ctrlKey: true, altKey: true })).toBe(false)
    expect(isAllowedNumberKey({ key: 'å', altKey: true })).toBe(false)
  })
})
