// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareNames } from '../../lib/compare-names'
import { AFRICA_PATHS } from './africa-paths'
import { SOUTH_AFRICA_PATHS } from './south-africa-paths'

// The maps list their regions in name order (compareNames, not localeCompare): the order must be
// the one an English collator gives.
describe('the order of the maps’ regions', () => {
  it.each([
    ['the countries of the Africa map', Object.values(AFRICA_PATHS).map((path) => path.name)],
    ['the provinces', Object.values(SOUTH_AFRICA_PATHS).map((path) => path.name)],
  ])('is as an English collator orders %s', (_what, names) => {
    expect(names.length).toBeGreaterThan(8)
    const collator = new Intl.Collator('en')
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare))
  })
})
