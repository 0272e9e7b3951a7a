// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { blogSearch, branchSearch, indexSearch } from './site-search.ts'

describe('blogSearch', () => {
  it('keeps well-formed filters and pages', () => {
    expect(blogSearch.validate({ category: 'payments-industry', tag: 'payshap', page: 2 })).toEqual(
      { category: 'payments-industry', tag: 'payshap', page: 2, ignored: undefined },
    )
    expect(blogSearch.validate({ page: '3' })).toMatchObject({ page: 3, tag: undefined })
  })

  it('drops what is malformed and names it; page 1 is dropped as the default, not named', () => {
    const dropped = blogSearch.validate({
      category: 'Payments Industry',
      tag: '<script>',
      page: 'abc',
    })
    // The keys stay, set to undefined, so that the raw values cannot show through.
    expect(Object.keys(dropped).sort()).toEqual(['category', 'ignored', 'page', 'tag'])
    expect(dropped).toEqual({
      category: undefined,
      tag: undefined,
      page: undefined,
      ignored: 'category,tag,page',
    })
    expect(blogSearch.validate({ page: 1 })).toEqual({})
    for (const page of [-4, 0, 2.5, 1e9, '', [2, 3]])
      expect(blogSearch.validate({ page }), String(page)).toEqual({ ignored: 'page' })
    expect(blogSearch.validate({ tag: ['a', 'b'] })).toEqual({ ignored: 'tag' })
    expect(blogSearch.validate({ tag: 'a'.repeat(101) })).toEqual({ ignored: 'tag' })
  })

  it('keeps the names of what it dropped, in the page’s order, and only the page’s own', () => {
    // The address the redirect sends to says it again; with more dropped, all are named once.
    expect(blogSearch.validate({ ignored: 'page' })).toEqual({ ignored: 'page' })
    expect(blogSearch.validate({ ignored: 'page', tag: '<b>' })).toEqual({ ignored: 'tag,page' })
    expect(blogSearch.validate({ ignored: 'page,page' })).toEqual({ ignored: 'page' })
    // Anything else in `ignored` is dropped without a word: it is not the visitor's choice.
    for (const ignored of ['q', 'page,q', '', 'page,', 7, ['page']])
      expect(blogSearch.validate({ ignored }), String(ignored)).toEqual({})
  })

  it('lists its params in the order of its canonical address', () => {
    expect(blogSearch.params).toEqual(['category', 'tag', 'page', 'ignored'])
  })
})

describe('branchSearch', () => {
  it('keeps a well-formed search, trimmed, and a postal code the router reads as a number', () => {
    expect(
      branchSearch.validate({ q: ' Durban ', bank: 'fnb', province: 'kwazulu-natal', page: '3' }),
    ).toEqual({ q: 'Durban', bank: 'fnb', province: 'kwazulu-natal', page: 3, ignored: undefined })
    expect(branchSearch.validate({ q: 4001 })).toMatchObject({ q: '4001' })
    expect(branchSearch.validate({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })

  it('drops what is malformed and names it; "all" and blank words are the defaults', () => {
    const parsed = branchSearch.validate({
      q: { a: 1 },
      bank: 'FNB Bank',
      province: 'atlantis',
      page: '0',
    })
    expect(Object.keys(parsed).sort()).toEqual(['bank', 'ignored', 'page', 'province', 'q'])
    expect(parsed).toEqual({ ignored: 'q,bank,province,page' })
    expect(branchSearch.validate({ bank: 'all', q: '   ' })).toEqual({})
    // What the form's two selects send, before or without JavaScript, for every bank and province.
    expect(branchSearch.validate({ q: 'Durban', bank: 'all', province: 'all' })).toEqual({
      q: 'Durban',
    })
    expect(branchSearch.validate({ bank: 'b'.repeat(51) })).toEqual({ ignored: 'bank' })
  })
})

describe('indexSearch', () => {
  it('keeps a range and a view it offers, and names any other', () => {
    expect(indexSearch.validate({ range: '1y', view: 'change' })).toEqual({
      range: '1y',
      view: 'change',
      ignored: undefined,
    })
    expect(indexSearch.validate({ range: '10y', view: '<x>' })).toEqual({ ignored: 'range,view' })
    expect(indexSearch.params).toEqual(['range', 'view', 'ignored'])
  })
})

it('is the schema the routes validate with: `validate` is its parse with every key set', () => {
  const raw = { category: 'fraud', page: 'abc', utm_source: 'mail' }
  expect(blogSearch.schema.parse(raw)).toEqual({ category: 'fraud', ignored: 'page' })
  expect(blogSearch.validate(raw)).toEqual({
    category: 'fraud',
    tag: undefined,
    page: undefined,
    ignored: 'page',
  })
})
