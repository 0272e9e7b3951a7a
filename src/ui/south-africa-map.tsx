import { RegionMap, type RegionMapProps, type RegionShade } from './maps/region-map'
import { SELECTABLE_PROVINCES } from './maps/selectable-regions'
import { SOUTH_AFRICA_PATHS, SOUTH_AFRICA_VIEW_BOX } from './maps/south-africa-paths'

/**
 * The spec's "Province opacity update": a province id (`gauteng`, `kwazulu-natal`; "North-West"
 * and "Eastern Cape" are read as `north-west` and `eastern-cape`) and a fill opacity from 0 to 1.
 * `Label` (ours) says the figure in words, e.g. "12 branches", so colour is not all there is.
 */
export type ProvinceOpacityUpdate = { Name: string; Opacity: number; Label?: string }

export type SouthAfricaMapProps = Omit<
  RegionMapProps,
  'paths' | 'viewBox' | 'selectable' | 'title' | 'listLabel' | 'regionKind' | 'legend' | 'shades'
> & {
  /** The map's accessible name. */
  title?: string
  /** Shades each province by its opacity (the branch locator passes counts scaled to 0.2..1). */
  opacityUpdates?: readonly ProvinceOpacityUpdate[]
  /** What the shading measures, for the legend, e.g. "Bank branches". */
  shadingLabel?: string
}

/** A province id from an update's Name: lower case, spaces as hyphens. */
export function provinceId(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-')
}

function shadesFrom(updates: readonly ProvinceOpacityUpdate[]): Map<string, RegionShade> {
  const shades = new Map<string, RegionShade>()
  for (const { Name, Opacity, Label } of updates) {
    const id = provinceId(Name)
    if ((SELECTABLE_PROVINCES as readonly string[]).includes(id)) {
      shades.set(id, { opacity: Opacity, label: Label })
    }
  }
  return shades
}

/**
 * South Africa's nine provinces, one selectable at a time; Lesotho and Eswatini are drawn but
 * cannot be chosen. With `opacityUpdates` each province is shaded by its figure.
 */
export function SouthAfricaMap({
  title = 'Map of the provinces of South Africa',
  opacityUpdates,
  shadingLabel = 'Shading',
  ...props
}: SouthAfricaMapProps) {
  return (
    <RegionMap
      data-map="south-africa"
      hatchOthers
      paths={SOUTH_AFRICA_PATHS}
      viewBox={SOUTH_AFRICA_VIEW_BOX}
      selectable={SELECTABLE_PROVINCES}
      title={title}
      listLabel="Choose a province"
      regionKind="province"
      legend={{
        selected: 'Selected',
        selectable: 'Province',
        other: 'Lesotho and Eswatini (not selectable)',
        shade: { label: shadingLabel, low: 'Fewer', high: 'More' },
      }}
      shades={opacityUpdates ? shadesFrom(opacityUpdates) : undefined}
      {...props}
    />
  )
}
