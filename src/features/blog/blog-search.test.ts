import { describe, expect, it } from 'vitest'
import { parseBlogSearch } from './blog-search'

describe('parseBlogSearch', () => {
  it('keeps well-formed filters and pages', () => {
    expect(parseBlogSearch({ category: 'payments-industry', tag: 'payshap', page: 2 })).toEqual({
      category: 'payments-industry',
      tag: 'payshap',
      page: 2,
    })
    expect(parseBlogSearch({ page: '3' })).toMatchObject({ page: 3, tag: undefined })
  })

  it('drops what is malformed, and page 1', () => {
    const dropped = parseBlogSearch({ category: 'Payments Industry', tag: '<script>', page: 'abc' })
    // The keys stay, set to undefined, so that the raw values cannot show through.
    expect(Object.keys(dropped).sort()).toEqual(['category', 'page', 'tag'])
    expect(dropped).toEqual({ category: undefined, tag: undefined, page: undefined })
    expect(parseBlogSearch({ page: 1 })).toEqual({})
    expect(parseBlogSearch({ page: -4 })).toEqual({})
    expect(parseBlogSearch({ page: 2.5 })).toEqual({})
    expect(parseBlogSearch({ page: 1e9 })).toEqual({})
    expect(parseBlogSearch({ tag: ['a', 'b'] })).toEqual({})
  })
})
