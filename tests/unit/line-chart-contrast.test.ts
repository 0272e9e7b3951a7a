// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { SERIES_STYLES } from '../../src/lib/line-chart'

const css = readFileSync(
  fileURLToPath(new URL('../../src/styles/theme.css', import.meta.url)),
  'utf8',
)

/** The colour tokens of one theme block of theme.css. */
function tokens(selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>
}

describe.each([
  ['light', ':root'],
  ['dark', '.dark'],
])('line chart series colours in the %s theme', (_theme, selector) => {
  const theme = tokens(selector)

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
})
