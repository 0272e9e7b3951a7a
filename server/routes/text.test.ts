// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { fold, snippetAround, SQL_FOLD_FROM, SQL_FOLD_TO } from './text.ts'

describe('fold', () => {
  it('drops case and accents, and types typographic quotes and dashes plainly', () => {
    expect(fold('Café Ñandú')).toBe('cafe nandu')
    expect(fold('The industry’s “May” index – up — again ‘so’')).toBe(
      `the industry's "may" index - up - again 'so'`,
    )
  })

  it('agrees with the SQL translate() pair, character for character', () => {
    const from = Array.from(SQL_FOLD_FROM)
    expect(Array.from(SQL_FOLD_TO)).toHaveLength(from.length)
    expect(from.map(fold).join('')).toBe(SQL_FOLD_TO)
  })
})

describe('snippetAround', () => {
  it('finds a straight-quoted term in typographic text and shows the text as written', () => {
    expect(snippetAround('The industry’s “May” index rose.', "industry's")).toBe(
      'The industry’s “May” index rose.',
    )
  })
})
