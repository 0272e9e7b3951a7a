/**
 * The maps' fills: each a theme token mixed into the page background, so they follow the theme
 * and stay opaque whatever sits behind the map. src/ui/maps/map-fills.test.ts checks that the
 * selected region stands out from every neighbour by at least 3:1 in both themes.
 */
export const MAP_FILLS = {
  /** Regions that cannot be chosen. */
  land: { token: 'border', percent: 20 },
  /** Regions that can be chosen. */
  selectable: { token: 'link', percent: 30 },
  /** A region that can be chosen, under the pointer. */
  highlighted: { token: 'link', percent: 45 },
  /** The chosen region. */
  selected: { token: 'primary', percent: 100 },
} as const

export type MapFill = keyof typeof MAP_FILLS

/**
 * The lines hatched over the regions that cannot be chosen. Their fill is only about 1.5:1 from
 * a choosable region's, so the lines carry the difference: tests/unit/map-fills.test.ts checks
 * that they stand out by 3:1 or more from the choosable fill and from the fill under them.
 */
export const MAP_HATCH = { token: 'muted', periodPx: 8, widthPx: 2.5 } as const

/** The shaded regions (opacity updates): this token at the given fill opacity. */
export const MAP_SHADE_TOKEN = 'primary'

/** The fill as CSS: `color-mix(in srgb, var(--color-link) 30%, var(--color-bg))`. */
export function mapFillCss(fill: MapFill): string {
  const { token, percent } = MAP_FILLS[fill]
  if (percent === 100) return `var(--color-${token})`
  return `color-mix(in srgb, var(--color-${token}) ${percent}%, var(--color-bg))`
}

/** What the browser draws for `mapFillCss` with these token values (both `#rrggbb`). */
export function mixHex(token: string, background: string, percent: number): string {
  const channels = (hex: string) =>
    [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
  const [front, back] = [channels(token), channels(background)]
  return `#${front
    .map((value, index) => Math.round((value * percent + back[index]! * (100 - percent)) / 100))
    .map((value) => value.toString(16).padStart(2, '0'))
    .join('')}`
}
