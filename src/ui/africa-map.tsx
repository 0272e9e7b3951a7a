import { AFRICA_PATHS, AFRICA_VIEW_BOX } from './maps/africa-paths'
import { RegionMap, type RegionMapProps } from './maps/region-map'
import { SELECTABLE_COUNTRIES } from './maps/selectable-regions'

export type AfricaMapProps = Omit<
  RegionMapProps,
  'paths' | 'viewBox' | 'selectable' | 'title' | 'listLabel' | 'regionKind' | 'legend' | 'shades'
> & {
  /** The map's accessible name. */
  title?: string
}

/**
 * Africa's 54 countries and Western Sahara; the 19 of the spec can be chosen, one at a time.
 * Uncontrolled it starts on South Africa; pass `value` and `onValueChange` to control it.
 */
export function AfricaMap({
  title = 'Map of Africa',
  defaultValue = 'south-africa',
  ...props
}: AfricaMapProps) {
  return (
    <RegionMap
      data-map="africa"
      paths={AFRICA_PATHS}
      viewBox={AFRICA_VIEW_BOX}
      selectable={SELECTABLE_COUNTRIES}
      title={title}
      listLabel="Choose a country"
      regionKind="country"
      legend={{ selected: 'Selected', selectable: 'Can be chosen', other: 'Other country' }}
      defaultValue={defaultValue}
      {...props}
    />
  )
}
