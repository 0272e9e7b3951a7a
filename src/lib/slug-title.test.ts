// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { slugToSentence } from './slug-title'

describe('slugToSentence', () => {
  it('turns hyphens into spaces and capitalises only the first word', () => {
    expect(slugToSentence('how-payshap-works')).toBe('How payshap works')
  })

  it('lowers capitals after the first letter', () => {
    expect(slugToSentence('DebiCheck-FAQ')).toBe('Debicheck faq')
  })

  it('collapses repeated separators, underscores and surrounding separators', () => {
    expect(slugToSentence('--cash__management--tips-')).toBe('Cash management tips')
  })

  it('decodes percent-escapes and keeps a malformed escape as typed', () => {
    expect(slugToSentence('rand%20value-2024')).toBe('Rand value 2024')
    expect(slugToSentence('100%-safe')).toBe('100% safe')
  })

  it('gives an empty string when the slug has no words', () => {
    expect(slugToSentence('')).toBe('')
    expect(slugToSentence('---')).toBe('')
  })
})
