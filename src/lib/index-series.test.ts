// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { monthLabel, sliceRange, toCsv, yearOnYear } from './index-series'

const months = (count: number, start = 2019) =>
  Array.from({ length: count }, (_, index) => ({
    month: `${start + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`,
    value: 100 + index,
  }))

describe('index series helpers', () => {
  it('labels months', () => {
    expect(monthLabel('2025-03')).toBe('Mar 2025')
    expect(monthLabel('2025-12')).toBe('Dec 2025')
    expect(monthLabel('nonsense')).toBe('nonsense')
  })

  it('slices the last year, five years or everything', () => {
    const points = months(96)
    expect(sliceRange(points, '1y')).toHaveLength(12)
    expect(sliceRange(points, '1y')[0]?.month).toBe('2026-01')
    expect(sliceRange(points, '5y')).toHaveLength(60)
    expect(sliceRange(points, 'all')).toHaveLength(96)
    expect(sliceRange(months(5), '1y')).toHaveLength(5)
  })

  it('works out the change on a year earlier', () => {
    const change = yearOnYear(months(14))
    expect(change).toEqual([
      { month: '2020-01', value: 12 },
      { month: '2020-02', value: 11.9 },
    ])
  })

  it('writes RFC 4180 CSV', () => {
    expect(
      toCsv(
        ['month', 'value'],
        [
          ['2025-01', 101.5],
          ['say "hi", ok', 2],
        ],
      ),
    ).toBe('month,value\r\n2025-01,101.5\r\n"say ""hi"", ok",2\r\n')
  })
})
