// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { cutText, normalise } from './page-search'

describe('normalise', () => {
  it('ignores case and accents', () => {
    expect(normalise(' Côte ')).toBe('cote')
  })
})

describe('cutText', () => {
  it('cuts text over 30 characters and adds an ellipsis', () => {
    expect(cutText('short text')).toBe('short text')
    expect(cutText('a'.repeat(30))).toBe('a'.repeat(30))
    expect(cutText('payments, salaries, debit orders, supplier payments')).toBe(
      'payments, salaries, debit orde…',
    )
    expect(cutText('Côte d’Ivoire and Sénégal clear cross-border', 10)).toBe('Côte d’Ivo…')
  })
})
