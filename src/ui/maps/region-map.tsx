import { useId, useMemo, useRef, useState } from 'react'
import { useControlledValue, type ControlledValueProps } from '../use-controlled-value'
import { cn } from '../../lib/cn'
import { compareNames } from '../../lib/compare-names'
import { MAP_HATCH, MAP_SHADE_TOKEN, mapFillCss } from './map-fills'
import type { RegionPath } from './region-path'
import { useRovingFocus } from './use-roving-focus'

/** A region's shading (fill opacity, 0 to 1) and, so colour is not all there is, its words. */
export type RegionShade = { opacity: number; label?: string }

export type RegionMapLegend = {
  selected: string
  selectable: string
  other: string
  /** Shown with shading: what it measures and its two ends. */
  shade?: { label: string; low: string; high: string }
}

export type RegionMapProps = Omit<
  React.ComponentProps<'div'>,
  'onSelect' | 'title' | 'defaultValue'
> &
  ControlledValueProps<string> & {
    /** The regions drawn, by id (a generated `*-paths.ts` module). */
    paths: Readonly<Record<string, RegionPath>>
    viewBox: string
    /** The ids a visitor can choose; every other region is drawn muted and is inert. */
    selectable: readonly string[]
    /** The map's accessible name, e.g. "Map of Africa". */
    title: string
    /** The name of the list of choosable regions under the map, e.g. "Choose a country". */
    listLabel: string
    /** "country" or "province": for "No country selected". */
    regionKind: string
    legend: RegionMapLegend
    /** Called with the id of the choosable region under the pointer, null when there is none. */
    onHighlight?: (id: string | null) => void
    /** Fill opacity and words per region id: the map becomes a shaded (choropleth) map. */
    shades?: ReadonlyMap<string, RegionShade>
    /**
     * Hatch the regions that cannot be chosen, so they never pass for choosable or lightly shaded
     * ones: their fill alone differs too little (on by default).
     */
    hatchOthers?: boolean
  }

const VECTOR_EFFECT = 'non-scaling-stroke'

/**
 * An SVG map whose choosable regions act as toggle buttons (one selected at a time), with the
 * same regions as a list of buttons below it for keyboard and screen-reader users.
 *
 * Keyboard: the map and the list are one tab stop each (roving tabindex), so the 19 countries do
 * not cost 19 presses of Tab. Arrow keys move between the regions in name order, Home and End
 * go to the first and last, Enter or Space selects. Focus is drawn as a stroke in the focus
 * colour over the region, on the map, also while a button of the list has focus.
 */
export function RegionMap({
  paths,
  viewBox,
  selectable,
  title,
  listLabel,
  regionKind,
  legend,
  value,
  defaultValue,
  onValueChange,
  onHighlight,
  shades,
  hatchOthers = true,
  className,
  style,
  ...props
}: RegionMapProps) {
  // The selected region's id, by the library's value contract; '' is none.
  const [selected, setSelected] = useControlledValue(
    { value, defaultValue, onValueChange },
    '',
    'RegionMap',
  )
  const current = selected || null
  const [highlighted, setHighlighted] = useState<string | null>(null)
  const lastHighlight = useRef<string | null>(null)
  const [focusRing, setFocusRing] = useState<string | null>(null)
  /** Focus that follows a pointer press gets no ring, as with :focus-visible. */
  const pressing = useRef(false)
  const titleId = useId()
  const listLabelId = useId()
  const hatchId = useId()
  const othersFill = hatchOthers ? `url(#${hatchId})` : 'var(--region-map-land)'

  const choosable = useMemo(
    () =>
      selectable
        .filter((id) => paths[id])
        .sort((a, b) => compareNames(paths[a]!.name, paths[b]!.name)),
    [paths, selectable],
  )
  const choosableSet = new Set(choosable)
  const others = Object.keys(paths).filter((id) => !choosableSet.has(id))
  const mapRoving = useRovingFocus(choosable, current)
  const listRoving = useRovingFocus(choosable, current)

  /** Every click or Enter is reported, the selected region's too (a page may toggle it off). */
  function select(id: string) {
    if (id === current) onValueChange?.(id)
    else setSelected(id)
  }

  function highlight(id: string | null) {
    if (lastHighlight.current === id) return
    lastHighlight.current = id
    setHighlighted(id)
    onHighlight?.(id)
  }

  function showFocus(id: string) {
    setFocusRing(pressing.current ? null : id)
  }
  const pressHandlers = {
    onPointerDown: () => {
      pressing.current = true
    },
    onPointerUp: () => {
      pressing.current = false
    },
    onPointerCancel: () => {
      pressing.current = false
    },
  }

  const selectedRegion = current ? paths[current] : undefined
  const fills = {
    '--region-map-land': mapFillCss('land'),
    '--region-map-selectable': mapFillCss('selectable'),
    '--region-map-highlighted': mapFillCss('highlighted'),
    '--region-map-selected': mapFillCss('selected'),
    '--region-map-shade': `var(--color-${MAP_SHADE_TOKEN})`,
    '--region-map-hatch': `var(--color-${MAP_HATCH.token})`,
  } as React.CSSProperties

  return (
    <div
      data-slot="region-map"
      data-shaded={shades ? '' : undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
      style={{ ...fills, ...style }}
      {...props}
    >
      <svg
        data-slot="region-map-svg"
        role="group"
        aria-labelledby={titleId}
        viewBox={viewBox}
        className="block h-auto w-full touch-manipulation"
        onPointerOver={(event) => {
          const region = (event.target as Element).closest?.('[data-selectable]')
          highlight(region?.getAttribute('data-region') ?? null)
        }}
        onPointerLeave={() => highlight(null)}
        onBlur={mapRoving.onGroupBlur}
        {...pressHandlers}
      >
        <title id={titleId}>{title}</title>
        {hatchOthers && (
          <defs>
            <pattern
              id={hatchId}
              patternUnits="userSpaceOnUse"
              width={MAP_HATCH.periodPx}
              height={MAP_HATCH.periodPx}
              patternTransform="rotate(45)"
            >
              <rect
                width={MAP_HATCH.periodPx}
                height={MAP_HATCH.periodPx}
                className="fill-(--region-map-land)"
              />
              <line
                x1="0"
                y1="0"
                x2="0"
                y2={MAP_HATCH.periodPx}
                className="stroke-(--region-map-hatch)"
                style={{ strokeWidth: MAP_HATCH.widthPx }}
              />
            </pattern>
          </defs>
        )}
        <g data-slot="region-map-others" aria-hidden="true">
          {others.map((id) => (
            <path
              key={id}
              data-slot="region-map-region"
              data-region={id}
              d={paths[id]!.d}
              fillRule="evenodd"
              vectorEffect={VECTOR_EFFECT}
              data-island={paths[id]!.marker ? '' : undefined}
              style={{ fill: othersFill }}
              // Islands a pixel wide would vanish under a border in the background colour.
              className="stroke-bg data-island:stroke-muted [stroke-width:1] data-island:[stroke-width:0.75]"
            >
              <title>{paths[id]!.name}</title>
            </path>
          ))}
          {Object.entries(paths).map(
            ([id, { marker }]) =>
              marker && (
                <circle
                  key={id}
                  data-slot="region-map-island-marker"
                  cx={marker.cx}
                  cy={marker.cy}
                  r={marker.r}
                  vectorEffect={VECTOR_EFFECT}
                  className="stroke-muted pointer-events-none fill-none [stroke-width:1]"
                />
              ),
          )}
        </g>
        <g data-slot="region-map-choosable">
          {choosable.map((id) => {
            const { name, d } = paths[id]!
            const shade = shades?.get(id)
            return (
              <path
                key={id}
                ref={mapRoving.register(id)}
                data-slot="region-map-region"
                data-region={id}
                data-selectable=""
                data-state={id === current ? 'selected' : 'unselected'}
                data-highlighted={id === highlighted ? '' : undefined}
                role="button"
                aria-pressed={id === current}
                aria-label={name}
                tabIndex={mapRoving.tabStop === id ? 0 : -1}
                d={d}
                fillRule="evenodd"
                vectorEffect={VECTOR_EFFECT}
                style={
                  shade
                    ? { fill: 'var(--region-map-shade)', fillOpacity: clampOpacity(shade.opacity) }
                    : undefined
                }
                className={cn(
                  'stroke-bg cursor-pointer fill-(--region-map-selectable) [stroke-width:1] outline-none',
                  'data-[state=unselected]:data-highlighted:fill-(--region-map-highlighted)',
                  'data-[state=selected]:fill-(--region-map-selected)',
                  'focus-visible:stroke-focus focus-visible:[stroke-width:3]',
                )}
                onClick={() => select(id)}
                onKeyDown={(event) => {
                  if (mapRoving.handleKey(event, id)) return
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault()
                    select(id)
                  }
                }}
                onFocus={() => {
                  mapRoving.onFocus(id)
                  showFocus(id)
                }}
                onBlur={() => setFocusRing(null)}
              >
                <title>{name}</title>
              </path>
            )
          })}
        </g>
        <g data-slot="region-map-overlays" aria-hidden="true" className="pointer-events-none">
          {highlighted && highlighted !== current && paths[highlighted] && (
            <path
              data-slot="region-map-highlight"
              d={paths[highlighted].d}
              fillRule="evenodd"
              vectorEffect={VECTOR_EFFECT}
              className="stroke-fg fill-none [stroke-width:1.5]"
            />
          )}
          {selectedRegion && (
            <g data-slot="region-map-selection">
              <path
                d={selectedRegion.d}
                vectorEffect={VECTOR_EFFECT}
                className="stroke-fg fill-none [stroke-width:3.5] [stroke-linejoin:round]"
              />
              <path
                d={selectedRegion.d}
                vectorEffect={VECTOR_EFFECT}
                className="stroke-bg fill-none [stroke-width:1.25] [stroke-linejoin:round]"
              />
            </g>
          )}
          {focusRing && paths[focusRing] && (
            <g data-slot="region-map-focus-ring">
              <path
                d={paths[focusRing].d}
                vectorEffect={VECTOR_EFFECT}
                className="stroke-focus fill-none [stroke-width:4] [stroke-linejoin:round]"
              />
              <path
                d={paths[focusRing].d}
                vectorEffect={VECTOR_EFFECT}
                className="stroke-bg fill-none [stroke-width:1.25] [stroke-linejoin:round]"
              />
            </g>
          )}
        </g>
      </svg>

      <p data-slot="region-map-status" className="text-base">
        {selectedRegion ? (
          <>
            Selected: <strong className="font-semibold">{selectedRegion.name}</strong>
          </>
        ) : (
          `No ${regionKind} selected`
        )}
      </p>

      <RegionMapLegend legend={legend} shaded={Boolean(shades)} othersFill={othersFill} />

      <div data-slot="region-map-list" className="flex flex-col gap-2">
        <p id={listLabelId} className="text-sm font-semibold">
          {listLabel}
        </p>
        <div
          role="toolbar"
          aria-labelledby={listLabelId}
          className="flex flex-wrap gap-2"
          onBlur={listRoving.onGroupBlur}
          {...pressHandlers}
        >
          {choosable.map((id) => {
            const shade = shades?.get(id)
            const pressed = id === current
            return (
              <button
                key={id}
                ref={listRoving.register(id)}
                type="button"
                data-slot="region-map-option"
                data-region={id}
                data-state={pressed ? 'selected' : 'unselected'}
                aria-pressed={pressed}
                tabIndex={listRoving.tabStop === id ? 0 : -1}
                className={cn(
                  'border-border text-fg hover:bg-surface inline-flex min-h-8 items-center gap-2 rounded-full border px-3 py-1 text-left text-sm',
                  'data-[state=selected]:border-primary data-[state=selected]:bg-primary data-[state=selected]:text-primary-fg data-[state=selected]:forced-selected',
                  'motion-safe:transition-colors motion-safe:duration-150',
                )}
                onClick={() => select(id)}
                onKeyDown={(event) => listRoving.handleKey(event, id)}
                onFocus={() => {
                  listRoving.onFocus(id)
                  showFocus(id)
                }}
                onBlur={() => setFocusRing(null)}
              >
                {shade && <Swatch opacity={clampOpacity(shade.opacity)} fill="shade" />}
                <span>{paths[id]!.name}</span>
                {shade?.label && (
                  <span
                    data-slot="region-map-option-value"
                    className="font-normal tabular-nums opacity-90"
                  >
                    {shade.label}
                  </span>
                )}
              </button>
            )
          })}
        </div>
      </div>
    </div>
  )
}

function clampOpacity(opacity: number): number {
  return Number.isFinite(opacity) ? Math.min(1, Math.max(0, opacity)) : 1
}

type SwatchFill = 'land' | 'selectable' | 'selected' | 'shade'

function Swatch({
  fill,
  opacity = 1,
  paint = `var(--region-map-${fill})`,
}: {
  fill: SwatchFill
  opacity?: number
  /** A paint other than the fill's own, e.g. the hatch pattern. */
  paint?: string
}) {
  return (
    <svg
      data-slot="region-map-swatch"
      aria-hidden="true"
      viewBox="0 0 16 12"
      className="h-3 w-4 shrink-0 overflow-visible"
    >
      <rect
        width="16"
        height="12"
        rx="2"
        style={{ fill: paint, fillOpacity: opacity }}
        className="stroke-border [stroke-width:1]"
      />
    </svg>
  )
}

function RegionMapLegend({
  legend,
  shaded,
  othersFill,
}: {
  legend: RegionMapLegend
  shaded: boolean
  othersFill: string
}) {
  const shade = shaded ? legend.shade : undefined
  const gradientId = useId()
  return (
    <div data-slot="region-map-legend" className="text-muted flex flex-col gap-2 text-sm">
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {!shaded && (
          <li className="inline-flex items-center gap-2">
            <Swatch fill="selected" />
            {legend.selected}
          </li>
        )}
        {shaded && (
          <li className="inline-flex items-center gap-2">
            <svg aria-hidden="true" viewBox="0 0 16 12" className="h-3 w-4 overflow-visible">
              <rect
                width="16"
                height="12"
                rx="2"
                className="stroke-fg fill-none [stroke-width:2]"
              />
            </svg>
            {legend.selected} (outlined)
          </li>
        )}
        {!shaded && (
          <li className="inline-flex items-center gap-2">
            <Swatch fill="selectable" />
            {legend.selectable}
          </li>
        )}
        <li className="inline-flex items-center gap-2">
          <Swatch fill="land" paint={othersFill} />
          {legend.other}
        </li>
      </ul>
      {shade && (
        <div data-slot="region-map-shade-scale" className="flex flex-wrap items-center gap-x-2">
          <span className="text-fg">{shade.label}:</span>
          <span className="inline-flex items-center gap-2 whitespace-nowrap">
            <span>{shade.low}</span>
            <svg aria-hidden="true" viewBox="0 0 80 12" className="h-3 w-20">
              <defs>
                <linearGradient id={gradientId}>
                  <stop
                    offset="0"
                    style={{ stopColor: 'var(--region-map-shade)', stopOpacity: 0.2 }}
                  />
                  <stop
                    offset="1"
                    style={{ stopColor: 'var(--region-map-shade)', stopOpacity: 1 }}
                  />
                </linearGradient>
              </defs>
              <rect
                width="80"
                height="12"
                rx="2"
                fill={`url(#${gradientId})`}
                className="stroke-border [stroke-width:1]"
              />
            </svg>
            <span>{shade.high}</span>
          </span>
        </div>
      )}
    </div>
  )
}
