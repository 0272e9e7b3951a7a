// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { THEME_TOKENS } from './theme-tokens'

const themes = THEME_TOKENS

/** Text (4.5:1) and non-text (3:1) pairs the site uses. */
const textPairs: [string, string][] = [
  ['fg', 'bg'],
  ['muted', 'bg'],
  ['link', 'bg'],
  ['fg', 'surface'],
  ['muted', 'surface'],
  ['link', 'surface'],
  ['fg', 'surface-raised'],
  ['link', 'surface-raised'],
  ['primary-fg', 'primary'],
  ['accent-fg', 'accent'],
  ['danger', 'bg'],
  ['danger', 'surface'],
  ['danger', 'surface-raised'],
]
const nonTextPairs: [string, string][] = [
  ['focus', 'bg'],
  ['focus', 'surface'],
  // The active search result's ring, against the results list.
  ['focus', 'surface-raised'],
  ['border', 'bg'],
  ['danger', 'bg'],
]

describe.each(Object.entries(themes))('%s theme', (_name, theme) => {
  it('defines every token', () => {
    for (const token of new Set([...textPairs, ...nonTextPairs].flat())) {
      expect(theme[token], token).toMatch(/^#[0-9a-f]{6}$/i)
    }
  })

  it.each(textPairs)('%s on %s meets 4.5:1', (fore, back) => {
    expect(contrastRatio(theme[fore] as string, theme[back] as string)).toBeGreaterThanOrEqual(4.5)
  })

  it.each(nonTextPairs)('%s against %s meets 3:1', (fore, back) => {
    expect(contrastRatio(theme[fore] as string, theme[back] as string)).toBeGreaterThanOrEqual(3)
  })
})

describe('the footer', () => {
  it('keeps white text readable on its background in both themes', () => {
    expect(contrastRatio('#ffffff', themes.light.primary as string)).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio('#ffffff', themes.dark.surface as string)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#1d1a60', '#1d1a60')).toBe(1)
  })
})
