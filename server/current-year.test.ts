// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { currentYear, currentYearParts, withCurrentYear } from './current-year.ts'

describe('the year in served HTML', () => {
  it('is the year in South Africa', () => {
    expect(currentYear(new Date('2026-12-31T21:59:59Z'))).toBe(2026)
    expect(currentYear(new Date('2026-12-31T22:00:00Z'))).toBe(2027)
    // Asked again and again (it is kept for the minute), and for other times in any order.
    expect(currentYear(new Date('2026-12-31T22:00:30Z'))).toBe(2027)
    expect(currentYear(new Date('2019-03-01T10:00:00Z'))).toBe(2019)
    expect(currentYear(new Date('2026-12-31T21:59:00Z'))).toBe(2026)
  })

  it('replaces the year in every year element and nothing else', () => {
    const html =
      '<p>Founded in 2001. © <span data-current-year="">2026</span> Mzansi Clearing.</p>' +
      '<span data-current-year="">2026</span><span>2026</span>'
    expect(withCurrentYear(html, 2031)).toBe(
      '<p>Founded in 2001. © <span data-current-year="">2031</span> Mzansi Clearing.</p>' +
        '<span data-current-year="">2031</span><span>2026</span>',
    )
  })

  it('leaves an element that does not hold a year, and a page without one, as they are', () => {
    const odd = '<span data-current-year="">20x6</span><span data-current-year="">2026'
    expect(withCurrentYear(odd, 2031)).toBe(odd)
    expect(withCurrentYear('<p>2026</p>', 2031)).toBe('<p>2026</p>')
    expect(withCurrentYear('<span data-current-year="">2026</span>', 2031)).toBe(
      '<span data-current-year="">2031</span>',
    )
  })

  it('gives the same page as pieces: the text around each year, and the year', () => {
    const html =
      '<p>© <span data-current-year="">2026</span> Mzansi</p><span data-current-year="">x'
    expect(currentYearParts(html, 2031)).toEqual([
      '<p>© <span data-current-year="">',
      '2031',
      '</span> Mzansi</p><span data-current-year="">x',
    ])
    expect(currentYearParts('<p>no year</p>', 2031)).toEqual(['<p>no year</p>'])
  })
})
