// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { isValidPage, paginationItems, type PaginationItem } from './pagination'

/** Items as short text: page numbers as people read them (1-based), gaps as "…". */
function shown(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page + 1) : '…')).join(' ')
}

describe('paginationItems', () => {
  it('shows nothing without pages', () => {
    expect(paginationItems(0, 0)).toEqual([])
    expect(paginationItems(0, -3)).toEqual([])
  })

  it('shows a single page', () => {
    expect(shown(paginationItems(0, 1))).toBe('1')
  })

  it('shows up to 5 pages in full', () => {
    expect(shown(paginationItems(0, 2))).toBe('1 2')
    expect(shown(paginationItems(2, 5))).toBe('1 2 3 4 5')
    expect(shown(paginationItems(4, 5))).toBe('1 2 3 4 5')
  })

  it('uses a gap from 6 pages on', () => {
    expect(shown(paginationItems(0, 6))).toBe('1 2 3 4 … 6')
    expect(shown(paginationItems(5, 6))).toBe('1 … 3 4 5 6')
  })

  it('keeps the current page with its neighbours near the start', () => {
    expect(shown(paginationItems(0, 20))).toBe('1 2 3 4 … 20')
    expect(shown(paginationItems(1, 20))).toBe('1 2 3 4 … 20')
    expect(shown(paginationItems(2, 20))).toBe('1 2 3 4 … 20')
    expect(shown(paginationItems(3, 20))).toBe('1 … 3 4 5 … 20')
  })

  it('puts gaps on both sides in the middle', () => {
    expect(shown(paginationItems(9, 20))).toBe('1 … 9 10 11 … 20')
  })

  it('keeps the current page with its neighbours near the end', () => {
    expect(shown(paginationItems(16, 20))).toBe('1 … 16 17 18 … 20')
    expect(shown(paginationItems(17, 20))).toBe('1 … 17 18 19 20')
    expect(shown(paginationItems(19, 20))).toBe('1 … 17 18 19 20')
  })

  it('always shows the first and last pages', () => {
    for (let page = 0; page < 12; page++) {
      const items = paginationItems(page, 12)
      expect(items[0]).toEqual({ type: 'page', page: 0 })
      expect(items.at(-1)).toEqual({ type: 'page', page: 11 })
      expect(items).toContainEqual({ type: 'page', page })
    }
  })

  it('never shows more than 7 items, or two gaps side by side', () => {
    for (let count = 1; count <= 30; count++) {
      for (let page = 0; page < count; page++) {
        const items = paginationItems(page, count)
        expect(items.length).toBeLessThanOrEqual(7)
        const text = shown(items)
        expect(text).not.toContain('… …')
      }
    }
  })

  it('clamps an out-of-range current page', () => {
    expect(shown(paginationItems(-4, 10))).toBe('1 2 3 4 … 10')
    expect(shown(paginationItems(99, 10))).toBe('1 … 7 8 9 10')
  })

  describe('compact (350 px or less)', () => {
    it('shows up to 3 pages in full', () => {
      expect(shown(paginationItems(1, 3, { compact: true }))).toBe('1 2 3')
    })

    it('shows only the current page between first and last', () => {
      expect(shown(paginationItems(0, 20, { compact: true }))).toBe('1 2 … 20')
      expect(shown(paginationItems(9, 20, { compact: true }))).toBe('1 … 10 … 20')
      expect(shown(paginationItems(19, 20, { compact: true }))).toBe('1 … 19 20')
    })

    it('shows fewer items than the full pager', () => {
      for (let page = 0; page < 20; page++) {
        expect(paginationItems(page, 20, { compact: true }).length).toBeLessThanOrEqual(5)
        expect(paginationItems(page, 20, { compact: true }).length).toBeLessThan(
          paginationItems(page, 20).length,
        )
      }
    })
  })
})

describe('isValidPage', () => {
  it('accepts pages from 0 to the last', () => {
    expect(isValidPage(0, 5)).toBe(true)
    expect(isValidPage(4, 5)).toBe(true)
  })

  it('rejects pages below 0, past the last, or not whole', () => {
    expect(isValidPage(-1, 5)).toBe(false)
    expect(isValidPage(5, 5)).toBe(false)
    expect(isValidPage(1.5, 5)).toBe(false)
    expect(isValidPage(Number.NaN, 5)).toBe(false)
    expect(isValidPage(0, 0)).toBe(false)
  })
})
