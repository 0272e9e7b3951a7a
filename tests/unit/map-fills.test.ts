// @vitest-environment node
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { MAP_FILLS, mixHex, type MapFill } from '../../src/ui/maps/map-fills'

/** The colour tokens of one theme block of theme.css. */
function tokens(css: string, selector: string): Record<string, string> {
  const block = new RegExp(`${selector.replace('.', '\\.')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? ''
  return Object.fromEntries(
    [...block.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1], m[2]]),
  ) as Record<string, string>
}

const css = readFileSync(
  fileURLToPath(new URL('../../src/styles/theme.css', import.meta.url)),
  'utf8',
)
const themes = { light: tokens(css, ':root'), dark: tokens(css, '.dark') }

function fillHex(theme: Record<string, string>, fill: MapFill): string {
  const { token, percent } = MAP_FILLS[fill]
  return mixHex(theme[token]!, theme.bg!, percent)
}

describe('mixHex', () => {
  it('mixes like color-mix in srgb', () => {
    expect(mixHex('#000000', '#ffffff', 50)).toBe('#808080')
    expect(mixHex('#2d27a8', '#ffffff', 100)).toBe('#2d27a8')
    expect(mixHex('#2d27a8', '#ffffff', 0)).toBe('#ffffff')
  })
})

describe.each(Object.entries(themes))('map fills in the %s theme', (_name, theme) => {
  it.each(['selectable', 'highlighted', 'land'] as const)(
    'the selected region stands out from a %s neighbour by 3:1 or more',
    (neighbour) => {
      expect(
        contrastRatio(fillHex(theme, 'selected'), fillHex(theme, neighbour)),
      ).toBeGreaterThanOrEqual(3)
    },
  )

  it('the focus ring stands out from the selectable and land fills by 3:1 or more', () => {
    for (const fill of ['selectable', 'land'] as const) {
      expect(contrastRatio(theme.focus!, fillHex(theme, fill)), fill).toBeGreaterThanOrEqual(3)
    }
  })
})
