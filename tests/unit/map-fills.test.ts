// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio } from '../../src/lib/contrast'
import { THEME_TOKENS } from './theme-tokens'
import { MAP_FILLS, MAP_HATCH, mixHex, type MapFill } from '../../src/ui/maps/map-fills'

const themes = THEME_TOKENS

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

  it('the hatch over a region that cannot be chosen stands out from a choosable region by 3:1 or more', () => {
    // The two fills alone are about 1.5:1 apart, too close to tell apart (WCAG 1.4.11).
    const hatch = theme[MAP_HATCH.token]!
    expect(contrastRatio(hatch, fillHex(theme, 'selectable'))).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(hatch, fillHex(theme, 'highlighted'))).toBeGreaterThanOrEqual(3)
  })

  it('the hatch lines stand out from the fill under them by 3:1 or more', () => {
    expect(contrastRatio(theme[MAP_HATCH.token]!, fillHex(theme, 'land'))).toBeGreaterThanOrEqual(3)
  })

  it('the focus ring stands out from the selectable and land fills by 3:1 or more', () => {
    for (const fill of ['selectable', 'land'] as const) {
      expect(contrastRatio(theme.focus!, fillHex(theme, fill)), fill).toBeGreaterThanOrEqual(3)
    }
  })
})
