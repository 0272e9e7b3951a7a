/** One region of a generated map (src/ui/maps/*-paths.ts, made by scripts/build-maps.ts). */
export type RegionPath = {
  name: string
  /** SVG path data in the map's viewBox units. */
  d: string
  /** For small island states: a ring drawn around them so they can be seen at all. */
  marker?: { cx: number; cy: number; r: number }
}
