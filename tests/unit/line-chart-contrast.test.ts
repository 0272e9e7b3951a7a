// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { THEME_TOKENS } from './theme-tokens'
import { SERIES_STYLES } from '../../src/lib/line-chart'

describe.each(Object.entries(THEME_TOKENS))(
  'line chart series colours in the %s theme',
  (_name, theme) => {
    it.each(SERIES_STYLES.map((style) => style.token))(
      '%s meets 3:1 against every surface a chart sits on (WCAG 1.4.11)',
      (token) => {
        for (const surface of ['bg', 'surface', 'surface-raised']) {
          expect(
            contrastRatio(theme[token] as string, theme[surface] as string),
            `${token} on ${surface}`,
          ).toBeGreaterThanOrEqual(3)
        }
      },
    )
  },
)
