// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDate, formatPercentage, formatRand, formatShortCurrency } from './formats'

describe('formatRand', () => {
  it('prefixes R, groups thousands with plain spaces and shows two decimals after a comma', () => {
    expect(formatRand(1234.5)).toBe('R 1 234,50')
    expect(formatRand(1234567.891)).toBe('R 1 234 567,89')
    expect(formatRand(0)).toBe('R 0,00')
    expect(formatRand(999)).toBe('R 999,00')
    expect(formatRand(1000)).toBe('R 1 000,00')
  })

  it('uses no non-breaking spaces', () => {
    expect(formatRand(1234567)).not.toMatch(/[\u00a0\u202f]/)
  })

  it('rounds half away from zero to two decimals', () => {
    expect(formatRand(0.005)).toBe('R 0,01')
    expect(formatRand(2.675)).toBe('R 2,68')
    expect(formatRand(1.994)).toBe('R 1,99')
    expect(formatRand(999.999)).toBe('R 1 000,00')
  })

  it('puts the minus sign before the R', () => {
    expect(formatRand(-1234.5)).toBe('-R 1 234,50')
    expect(formatRand(-0.5)).toBe('-R 0,50')
  })

  it('never shows a negative zero', () => {
    expect(formatRand(-0)).toBe('R 0,00')
    expect(formatRand(-0.001)).toBe('R 0,00')
  })

  it('honours a different number of decimals', () => {
    expect(formatRand(1234.5678, { decimals: 0 })).toBe('R 1 235')
    expect(formatRand(1234.5, { decimals: 3 })).toBe('R 1 234,500')
    expect(formatRand(12, { decimals: -4 })).toBe('R 12')
    expect(formatRand(12, { decimals: 1.9 })).toBe('R 12,0')
    expect(formatRand(12, { decimals: Number.NaN })).toBe('R 12,00')
  })

  it('writes huge numbers in full', () => {
    expect(formatRand(1e15)).toBe('R 1 000 000 000 000 000,00')
    expect(formatRand(Number.MAX_SAFE_INTEGER)).toBe('R 9 007 199 254 740 991,00')
  })

  it('gives an empty string for NaN and infinities', () => {
    expect(formatRand(Number.NaN)).toBe('')
    expect(formatRand(Number.POSITIVE_INFINITY)).toBe('')
    expect(formatRand(Number.NEGATIVE_INFINITY)).toBe('')
  })
})

describe('formatShortCurrency', () => {
  it('keeps values under 100 000 whole, with up to 2 decimals', () => {
    expect(formatShortCurrency(0)).toBe('0')
    expect(formatShortCurrency(950)).toBe('950')
    expect(formatShortCurrency(99_999)).toBe('99 999')
    expect(formatShortCurrency(1234.567)).toBe('1 234,57')
    expect(formatShortCurrency(12.5)).toBe('12,5')
  })

  it('shows thousands with k from 100 000', () => {
    expect(formatShortCurrency(100_000)).toBe('100k')
    expect(formatShortCurrency(250_500)).toBe('250,5k')
    expect(formatShortCurrency(123_456)).toBe('123,46k')
  })

  it('shows mil., bil. and tril. from 1e6, 1e9 and 1e12', () => {
    expect(formatShortCurrency(1e6)).toBe('1 mil.')
    expect(formatShortCurrency(1_250_000)).toBe('1,25 mil.')
    expect(formatShortCurrency(3_456_789_012)).toBe('3,46 bil.')
    expect(formatShortCurrency(7e12)).toBe('7 tril.')
    expect(formatShortCurrency(1.5e15)).toBe('1 500 tril.')
  })

  it('moves up a unit when rounding reaches it', () => {
    expect(formatShortCurrency(99_999.999)).toBe('100k')
    expect(formatShortCurrency(999_999)).toBe('1 mil.')
    expect(formatShortCurrency(999_999_999)).toBe('1 bil.')
    expect(formatShortCurrency(999_995_000_000)).toBe('1 tril.')
  })

  it('adds the rand prefix on request', () => {
    expect(formatShortCurrency(1_250_000, { rand: true })).toBe('R 1,25 mil.')
    expect(formatShortCurrency(500, { rand: true })).toBe('R 500')
  })

  it('handles negative values by their absolute size', () => {
    expect(formatShortCurrency(-250_000)).toBe('-250k')
    expect(formatShortCurrency(-2_500_000, { rand: true })).toBe('-R 2,5 mil.')
    expect(formatShortCurrency(-99_999)).toBe('-99 999')
  })

  it('never shows a negative zero', () => {
    expect(formatShortCurrency(-0)).toBe('0')
    expect(formatShortCurrency(-0.001, { rand: true })).toBe('R 0')
  })

  it('gives an empty string for NaN and infinities', () => {
    expect(formatShortCurrency(Number.NaN)).toBe('')
    expect(formatShortCurrency(Number.POSITIVE_INFINITY, { rand: true })).toBe('')
  })

  it('stays in trillions for the largest numbers', () => {
    expect(formatShortCurrency(Number.MAX_VALUE)).toMatch(/^[\d ]+ tril\.$/)
  })
})

describe('formatPercentage', () => {
  it('appends a percent sign to a value already in percent', () => {
    expect(formatPercentage(12.5)).toBe('12,5%')
    expect(formatPercentage(100)).toBe('100%')
    expect(formatPercentage(0)).toBe('0%')
  })

  it('shows up to 2 decimals by default and a fixed number when asked', () => {
    expect(formatPercentage(3.14159)).toBe('3,14%')
    expect(formatPercentage(3.1, 2)).toBe('3,10%')
    expect(formatPercentage(3.6, 0)).toBe('4%')
  })

  it('handles negatives, negative zero and large values', () => {
    expect(formatPercentage(-4.25)).toBe('-4,25%')
    expect(formatPercentage(-0)).toBe('0%')
    expect(formatPercentage(-0.001)).toBe('0%')
    expect(formatPercentage(12345.6)).toBe('12 345,6%')
  })

  it('gives an empty string for NaN and infinities', () => {
    expect(formatPercentage(Number.NaN)).toBe('')
    expect(formatPercentage(Number.NEGATIVE_INFINITY)).toBe('')
  })
})

describe('formatDate', () => {
  it("writes dates as 'd MMMM y'", () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('5 March 2026')
    expect(formatDate(new Date(1994, 3, 27))).toBe('27 April 1994')
    expect(formatDate(new Date(2024, 1, 29))).toBe('29 February 2024')
  })

  it('reads ISO strings as local dates and accepts timestamps', () => {
    expect(formatDate('2026-03-05')).toBe('5 March 2026')
    expect(formatDate('2026-12-31T23:30:00')).toBe('31 December 2026')
    expect(formatDate(new Date(2026, 0, 1).getTime())).toBe('1 January 2026')
  })

  it('gives an empty string for an invalid date instead of throwing', () => {
    expect(formatDate(new Date(Number.NaN))).toBe('')
    expect(formatDate('not a date')).toBe('')
    expect(formatDate('2026-02-30')).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
  })
})

describe('the figures, written without Intl', () => {
  /** What Intl's en-ZA format makes of `value`, with plain spaces between thousands. */
  const formats = new Map<string, Intl.NumberFormat>()
  const intl = (value: number, minimumFractionDigits: number, maximumFractionDigits: number) => {
    const key = `${minimumFractionDigits}:${maximumFractionDigits}`
    let format = formats.get(key)
    if (format === undefined) {
      format = new Intl.NumberFormat('en-ZA', { minimumFractionDigits, maximumFractionDigits })
      formats.set(key, format)
    }
    return format.format(value).replace(/[\u00a0\u202f]/g, ' ')
  }

  /** A pseudo-random sequence with a fixed seed, so a failure can be run again. */
  function* values(count: number) {
    let seed = 20261127
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    for (let index = 0; index < count; index++) {
      const scale = 10 ** Math.floor(next() * 24 - 9) // from 1e-9 to 1e14
      const value = next() * scale
      // Every third value is cut to few decimals, so ties such as 2.675 and 0.125 come up often.
      yield index % 3 === 0 ? Math.round(value * 1000) / 1000 : value
    }
  }

  it('matches Intl en-ZA for every count of decimals, over 30 000 values from 1e-9 to 1e14', () => {
    const mismatches: string[] = []
    for (const value of values(30_000)) {
      for (const decimals of [0, 1, 2, 3, 5]) {
        const expected = intl(value, decimals, decimals)
        const actual = formatRand(value, { decimals }).slice('R '.length)
        if (actual !== expected) mismatches.push(`${value} to ${decimals}: ${actual} ≠ ${expected}`)
      }
      const percentage = `${intl(value, 0, 2)}%`
      if (formatPercentage(value) !== percentage) {
        mismatches.push(`${value} as a percentage: ${formatPercentage(value)} ≠ ${percentage}`)
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([])
  })

  it('matches Intl at the edges: ties, carries, tiny and huge values, 20 decimals', () => {
    const fixed: [number, number][] = [
      [1.005, 2],
      [0.5, 0],
      [1.5, 0],
      [2.5, 0],
      [9.995, 2],
      [999_999.5, 0],
      [1e-7, 20],
      [1.5e-7, 20],
      [123.456, 20],
      [1e21, 2],
      [1.7976931348623157e308, 0],
      [Number.MIN_VALUE, 20],
      [0, 3],
      [1234, 0],
    ]
    for (const [value, decimals] of fixed) {
      expect(formatRand(value, { decimals }), `${value} to ${decimals}`).toBe(
        `R ${intl(value, decimals, decimals)}`,
      )
    }
    for (const value of [0.125, 0.005, 12_345.678_9, 1e21, 1.5e-7, 99.995, 100]) {
      expect(formatPercentage(value), String(value)).toBe(`${intl(value, 0, 2)}%`)
    }
  })
})
