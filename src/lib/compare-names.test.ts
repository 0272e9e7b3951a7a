// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { compareNames } from './compare-names'

describe('compareNames', () => {
  it('orders names as an English collator does', () => {
    const names = [
      'Western Cape',
      'North West',
      'Northern Cape',
      'KwaZulu-Natal',
      "Côte d'Ivoire",
      'São Tomé and Príncipe',
      'Democratic Republic of the Congo',
      'Congo',
      'eSwatini',
      'Eritrea',
    ]
    const collator = new Intl.Collator('en')
    expect([...names].sort(compareNames)).toEqual([...names].sort(collator.compare))
  })

  it('sorts an accented letter with its base letter, and ignores case', () => {
    expect(["Côte d'Ivoire", 'Zambia', 'Chad', 'Congo', 'cameroon'].sort(compareNames)).toEqual([
      'cameroon',
      'Chad',
      'Congo',
      "Côte d'Ivoire",
      'Zambia',
    ])
  })
})
