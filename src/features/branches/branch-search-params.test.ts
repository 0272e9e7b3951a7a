// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { NO_BRANCHES_OPACITY, provinceShades } from './branch-search-params'

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
