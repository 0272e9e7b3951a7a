import { describe, expect, it } from 'vitest'
import { NO_BRANCHES_OPACITY, parseBranchSearch, provinceShades } from './branch-search-params'

describe('parseBranchSearch', () => {
  it('keeps a well-formed search', () => {
    expect(
      parseBranchSearch({ q: ' Durban ', bank: 'fnb', province: 'kwazulu-natal', page: '3' }),
    ).toEqual({ q: 'Durban', bank: 'fnb', province: 'kwazulu-natal', page: 3 })
  })

  it('drops what is malformed and keeps every key', () => {
    const parsed = parseBranchSearch({ q: 42, bank: 'FNB Bank', province: 'atlantis', page: '0' })
    expect(Object.keys(parsed).sort()).toEqual(['bank', 'page', 'province', 'q'])
    expect(parsed).toEqual({ q: undefined, bank: undefined, province: undefined, page: undefined })
    expect(parseBranchSearch({ q: 'x'.repeat(500) }).q).toHaveLength(100)
  })
})

describe('provinceShades', () => {
  it('shades by count, with words for each', () => {
    const shades = provinceShades({ gauteng: 10, 'western-cape': 5, limpopo: 0 })
    const byName = Object.fromEntries(shades.map((shade) => [shade.Name, shade]))
    expect(shades).toHaveLength(9)
    expect(byName.gauteng).toEqual({ Name: 'gauteng', Opacity: 1, Label: '10 branches' })
    expect(byName['western-cape']?.Opacity).toBeCloseTo(0.625)
    expect(byName.limpopo).toMatchObject({ Opacity: NO_BRANCHES_OPACITY, Label: '0 branches' })
    expect(provinceShades({}).every((shade) => shade.Opacity === NO_BRANCHES_OPACITY)).toBe(true)
  })
})
