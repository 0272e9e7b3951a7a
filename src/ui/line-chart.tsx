import { scaleLinear } from 'd3-scale'
import { line } from 'd3-shape'
import { useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import {
  DEFAULT_Y_AXIS_OFFSET,
  LINE_CHART_HEIGHT,
  chartSummary,
  describePoint,
  estimatedLabelWidth,
  formatChartValue,
  hasLineToDraw,
  integerTicks,
  nearestIndex,
  nextActiveIndex,
  seriesStyle,
  tooltipLeft,
  valueExtent,
  visibleLabelIndices,
  type LineChartFormat,
  type LineChartSeries,
  type MarkerShape,
  type SeriesStyle,
} from '../lib/line-chart'
import { Button } from './button'
import { Spinner } from './spinner'

export type { LineChartFormat, LineChartSeries } from '../lib/line-chart'

/** The width drawn before the container is measured (and on the server). */
const INITIAL_WIDTH = 640
const MARGIN = { top: 16, right: 16, bottom: 36 }
const MAX_Y_TICKS = 6
/** Below this distance between points the markers would crowd; dash patterns still tell lines apart. */
const MIN_MARKER_SPACING = 10

/** Static class names per token so Tailwind sees them. */
const TOKEN_COLOUR: Record<SeriesStyle['token'], string> = {
  primary: 'text-primary',
  focus: 'text-focus',
  danger: 'text-danger',
  muted: 'text-muted',
}

export type LineChartProps = Omit<React.ComponentProps<'figure'>, 'title' | 'children'> & {
  /** What the chart shows; the caption's first line and the data table's caption. */
  title: string
  /** One or two sentences under the title: what is measured, in what unit, from where. */
  description?: string
  /** The x axis, one label per value, e.g. "Jan 2025". */
  labels: readonly string[]
  /** One or more lines, each with one value per label (the spec's seriesValues). */
  series: readonly LineChartSeries[]
  /** How values read (axis, tooltip, table): `number` (default), `currency` (rand), `percentage`. */
  format?: LineChartFormat
  /** Shows "Illustrative data" beside the title: the numbers are examples, not facts. */
  illustrative?: boolean
  /** The data is on its way: a spinner in place of the plot. */
  loading?: boolean
  /** The left margin the y-axis labels sit in, in px (spec default 40); wider for rand amounts. */
  yAxisOffset?: number
  /** The data table's first column header. */
  labelHeading?: string
  /** Shown in place of the plot when there is no value at all. */
  emptyMessage?: string
  /** Shown in place of the plot when there are values, but too few to join into a line. */
  tooFewMessage?: string
}

/**
 * A responsive line chart (370 px high) with whole-number y ticks, a legend, a data table behind a
 * toggle, and values readable by pointer, touch or keyboard: the plot is one tab stop where
 * Left/Right/Home/End move between points, announced politely, and Escape hides the tooltip.
 */
export function LineChart({
  title,
  description,
  labels,
  series,
  format = 'number',
  illustrative = false,
  loading = false,
  yAxisOffset = DEFAULT_Y_AXIS_OFFSET,
  labelHeading = 'Period',
  emptyMessage = 'No data to show for this period.',
  tooFewMessage = 'Too few values to draw a line for this period. The data table shows them.',
  className,
  ...props
}: LineChartProps) {
  const id = useId()
  const titleId = `${id}-title`
  const descriptionId = `${id}-description`
  const tableId = `${id}-table`
  const [tableOpen, setTableOpen] = useState(false)
  const bodyRef = useRef<HTMLDivElement>(null)
  const width = useElementWidth(bodyRef, INITIAL_WIDTH)

  // Values past the last label have nowhere to go on the x axis.
  const shownSeries = series.map((one) => ({ ...one, values: one.values.slice(0, labels.length) }))
  const drawable = !loading && hasLineToDraw(labels, shownSeries)
  const hasAnyValue = valueExtent(shownSeries) !== null
  const state = loading ? 'loading' : drawable ? 'ready' : 'empty'
  // The table and the plot's text alternative are read apart from the caption: they say it too.
  const fullTitle = illustrative ? `${title} (illustrative data)` : title

  return (
    <figure
      data-slot="line-chart"
      data-state={state}
      aria-busy={loading || undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn('m-0 flex min-w-0 flex-col gap-3', className)}
      {...props}
    >
      <figcaption data-slot="line-chart-caption" className="flex flex-col gap-1">
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span id={titleId} data-slot="line-chart-title" className="text-lg font-semibold">
            {title}
          </span>
          {illustrative && (
            <span
              data-slot="line-chart-illustrative"
              className="border-border text-muted rounded-sm border px-2 py-0.5 text-xs font-semibold"
            >
              Illustrative data
            </span>
          )}
        </span>
        {description && (
          <span
            id={descriptionId}
            data-slot="line-chart-description"
            className="text-muted text-sm"
          >
            {description}
          </span>
        )}
      </figcaption>

      {drawable && <LineChartLegend series={shownSeries} />}

      <div
        ref={bodyRef}
        data-slot="line-chart-body"
        className="relative min-w-0"
        style={{ height: LINE_CHART_HEIGHT }}
      >
        {state === 'loading' && (
          <div className="flex h-full items-center justify-center">
            <Spinner size="lg" label="Loading chart data" showLabel />
          </div>
        )}
        {state === 'empty' && (
          <div
            data-slot="line-chart-empty"
            className="border-border text-muted flex h-full items-center justify-center rounded-md border border-dashed p-4 text-center"
          >
            <p>{hasAnyValue ? tooFewMessage : emptyMessage}</p>
          </div>
        )}
        {state === 'ready' && (
          <LineChartPlot
            title={fullTitle}
            titleId={titleId}
            labels={labels}
            series={shownSeries}
            format={format}
            width={width}
            yAxisOffset={yAxisOffset}
          />
        )}
      </div>

      {!loading && hasAnyValue && (
        <div data-slot="line-chart-data" className="flex flex-col items-start gap-3">
          <Button
            size="sm"
            data-slot="line-chart-table-toggle"
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? 'Hide data table' : 'Show data table'}
          </Button>
          <div
            id={tableId}
            data-slot="line-chart-table-panel"
            data-state={tableOpen ? 'open' : 'closed'}
            hidden={!tableOpen}
            className="w-full"
          >
            <LineChartTable
              caption={fullTitle}
              labelHeading={labelHeading}
              labels={labels}
              series={shownSeries}
              format={format}
            />
          </div>
        </div>
      )}
    </figure>
  )
}

/** The element's content width, followed as it resizes; `initial` until measured. */
function useElementWidth(ref: React.RefObject<HTMLElement | null>, initial: number): number {
  const [width, setWidth] = useState(initial)
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const measured = element.clientWidth
      if (measured > 0) setWidth(measured)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref])
  return width
}

type PlotProps = {
  title: string
  titleId: string
  labels: readonly string[]
  series: readonly LineChartSeries[]
  format: LineChartFormat
  width: number
  yAxisOffset: number
}

function LineChartPlot({ title, titleId, labels, series, format, width, yAxisOffset }: PlotProps) {
  const hintId = useId()
  const [active, setActive] = useState<number | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [focused, setFocused] = useState(false)

  const count = labels.length
  const height = LINE_CHART_HEIGHT
  const lastLabelHalf = estimatedLabelWidth(labels.at(-1) ?? '') / 2 - 6
  const left = yAxisOffset
  const right = Math.max(left + 1, width - Math.max(MARGIN.right, lastLabelHalf))
  const bottom = height - MARGIN.bottom

  const [min, max] = valueExtent(series) ?? [0, 1]
  const { domain, ticks } = integerTicks(min, max, MAX_Y_TICKS)
  const x = scaleLinear()
    .domain([0, Math.max(1, count - 1)])
    .range([left, right])
  const y = scaleLinear().domain(domain).range([bottom, MARGIN.top])
  const path = line<number>()
    .defined((value) => Number.isFinite(value))
    .x((_value, index) => x(index))
    .y((value) => y(value))
  const showMarkers = (right - left) / Math.max(1, count - 1) >= MIN_MARKER_SPACING
  const shownLabels = visibleLabelIndices(labels, right - left)

  function show(index: number | null, announce: boolean) {
    setActive(index)
    if (announce) {
      setAnnouncement(index === null ? '' : describePoint(labels, series, index, format))
    }
  }

  function handleKeyDown(event: React.KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      if (active === null) return
      event.preventDefault()
      show(null, true)
      return
    }
    const next = nextActiveIndex(active, event.key, count)
    if (next === undefined) return
    event.preventDefault()
    show(next, true)
  }

  function handlePointer(event: React.PointerEvent<HTMLDivElement>) {
    const rect = event.currentTarget.getBoundingClientRect()
    show(nearestIndex(event.clientX - rect.left, left, right, count), false)
  }

  return (
    <>
      {/* An application, so screen readers pass the arrow keys through (they browse otherwise);
          jsx-a11y counts it as non-interactive, but it is the one tab stop that reads the values. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        role="application"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- see above
        tabIndex={0}
        data-slot="line-chart-plot"
        data-active-index={active ?? undefined}
        className={cn(
          'relative h-full rounded-md',
          'focus-visible:outline-focus focus-visible:outline-3 focus-visible:outline-offset-2',
        )}
        onKeyDown={handleKeyDown}
        onFocus={() => setFocused(true)}
        onBlur={() => {
          setFocused(false)
          show(null, true)
        }}
        onPointerMove={handlePointer}
        onPointerDown={handlePointer}
        onPointerLeave={(event) => {
          if (event.pointerType === 'mouse') show(null, false)
        }}
      >
        <svg
          role="img"
          aria-label={chartSummary(title, labels, series, format)}
          data-slot="line-chart-svg"
          width="100%"
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block overflow-visible"
        >
          <g data-slot="line-chart-y-axis">
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={left}
                  x2={right}
                  y1={y(tick)}
                  y2={y(tick)}
                  className="stroke-border"
                  strokeOpacity={0.5}
                  shapeRendering="crispEdges"
                />
                <text
                  x={left - 8}
                  y={y(tick)}
                  dy="0.32em"
                  textAnchor="end"
                  className="fill-muted text-xs tabular-nums"
                >
                  {formatChartValue(tick, format)}
                </text>
              </g>
            ))}
          </g>
          <g data-slot="line-chart-x-axis">
            <line
              x1={left}
              x2={right}
              y1={bottom}
              y2={bottom}
              className="stroke-border"
              shapeRendering="crispEdges"
            />
            {shownLabels.map((index) => {
              const labelX = x(index)
              const half = (estimatedLabelWidth(labels[index]!) - 12) / 2
              return (
                <text
                  key={index}
                  data-slot="line-chart-x-label"
                  x={labelX}
                  y={bottom + 22}
                  textAnchor={labelX - half < 0 ? 'start' : 'middle'}
                  className="fill-muted text-xs"
                >
                  {labels[index]}
                </text>
              )
            })}
          </g>
          {active !== null && (
            <line
              data-slot="line-chart-guide"
              x1={x(active)}
              x2={x(active)}
              y1={MARGIN.top}
              y2={bottom}
              className="stroke-muted"
              strokeDasharray="4 4"
            />
          )}
          {series.map((one, seriesIndex) => {
            const style = seriesStyle(seriesIndex)
            const values = one.values.slice(0, count)
            return (
              <g
                key={seriesIndex}
                data-slot="line-chart-series"
                data-series={seriesIndex}
                className={TOKEN_COLOUR[style.token]}
              >
                <path
                  d={path(values) ?? undefined}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  strokeDasharray={style.dash}
                  strokeLinejoin="round"
                />
                {values.map((value, index) => {
                  if (!Number.isFinite(value)) return null
                  const isActive = index === active
                  if (!showMarkers && !isActive) return null
                  return (
                    <g key={index}>
                      {isActive && (
                        <circle
                          cx={x(index)}
                          cy={y(value)}
                          r={10}
                          fill="currentColor"
                          opacity={0.2}
                        />
                      )}
                      <Marker
                        shape={style.marker}
                        cx={x(index)}
                        cy={y(value)}
                        r={isActive ? 5.5 : 3.5}
                      />
                    </g>
                  )
                })}
              </g>
            )
          })}
        </svg>
        {active !== null && (
          <LineChartTooltip
            label={labels[active] ?? ''}
            series={series}
            index={active}
            format={format}
            x={x(active)}
            width={width}
            below={highestPointY(series, active, y) < (MARGIN.top + bottom) / 2}
          />
        )}
        {focused && active === null && (
          <span
            aria-hidden="true"
            data-slot="line-chart-hint"
            className="border-border bg-surface-raised text-fg absolute top-2 right-2 rounded-md border px-2 py-1 text-xs shadow-sm"
          >
            ← → to read values
          </span>
        )}
      </div>
      <p id={hintId} className="sr-only">
        Use the Left and Right arrow keys to read each value, Home and End for the first and last,
        and Escape to hide it. The data table below has every value.
      </p>
      <p role="status" data-slot="line-chart-announcer" className="sr-only">
        {announcement}
      </p>
    </>
  )
}

/** The y position of the highest point at `index`, over every series. */
function highestPointY(
  series: readonly LineChartSeries[],
  index: number,
  y: (value: number) => number,
): number {
  const values = series.map((one) => one.values[index]).filter(Number.isFinite) as number[]
  return values.length > 0 ? Math.min(...values.map(y)) : Infinity
}

function Marker({ shape, cx, cy, r }: { shape: MarkerShape; cx: number; cy: number; r: number }) {
  switch (shape) {
    case 'circle':
      return <circle cx={cx} cy={cy} r={r} fill="currentColor" />
    case 'square':
      return <rect x={cx - r} y={cy - r} width={2 * r} height={2 * r} fill="currentColor" />
    case 'triangle': {
      const side = r * 1.3
      return (
        <path
          d={`M${cx},${cy - side} L${cx + side},${cy + side * 0.8} L${cx - side},${cy + side * 0.8} Z`}
          fill="currentColor"
        />
      )
    }
    case 'diamond': {
      const reach = r * 1.35
      return (
        <path
          d={`M${cx},${cy - reach} L${cx + reach},${cy} L${cx},${cy + reach} L${cx - reach},${cy} Z`}
          fill="currentColor"
        />
      )
    }
  }
}

/** A short sample of a series' line and marker, for the legend and the tooltip. */
function SeriesSwatch({ index }: { index: number }) {
  const style = seriesStyle(index)
  return (
    <svg
      aria-hidden="true"
      data-slot="line-chart-swatch"
      width={28}
      height={12}
      viewBox="0 0 28 12"
      className={cn('shrink-0', TOKEN_COLOUR[style.token])}
    >
      <line
        x1={1}
        x2={27}
        y1={6}
        y2={6}
        stroke="currentColor"
        strokeWidth={2.5}
        strokeDasharray={style.dash}
      />
      <Marker shape={style.marker} cx={14} cy={6} r={3.5} />
    </svg>
  )
}

/**
 * The series' names beside their swatches: a plain list (a name on a list is read by few
 * screen readers, and the conformance checker advises against it); the chart's figure and data
 * table name the series too.
 */
function LineChartLegend({ series }: { series: readonly LineChartSeries[] }) {
  return (
    <ul data-slot="line-chart-legend" className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
      {series.map((one, index) => (
        <li key={index} data-slot="line-chart-legend-item" className="flex items-center gap-2">
          <SeriesSwatch index={index} />
          {one.name}
        </li>
      ))}
    </ul>
  )
}

function LineChartTooltip({
  label,
  series,
  index,
  format,
  x,
  width,
  below,
}: {
  label: string
  series: readonly LineChartSeries[]
  index: number
  format: LineChartFormat
  x: number
  width: number
  /** Near the bottom of the plot, for points high up that a tooltip at the top would cover. */
  below: boolean
}) {
  const ref = useRef<HTMLDivElement>(null)
  const [tipWidth, setTipWidth] = useState(0)
  // Measured before paint, so the tooltip first shows where it fits.
  useLayoutEffect(() => {
    if (ref.current) setTipWidth(ref.current.offsetWidth)
  }, [index, width])

  return (
    // Screen readers hear the same text from the live region; this is its visible twin.
    <div
      ref={ref}
      aria-hidden="true"
      data-slot="line-chart-tooltip"
      data-side={below ? 'bottom' : 'top'}
      className={cn(
        'border-border bg-surface-raised text-fg pointer-events-none absolute z-10',
        'w-max max-w-[calc(100%-0.5rem)] rounded-md border px-3 py-2 text-sm shadow-md',
        below ? 'bottom-11' : 'top-2',
      )}
      style={{ left: tooltipLeft(x, tipWidth, width) }}
    >
      <p data-slot="line-chart-tooltip-label" className="font-semibold">
        {label}
      </p>
      <ul className="mt-1 flex flex-col gap-1">
        {series.map((one, seriesIndex) => {
          const value = one.values[index]
          return (
            <li key={seriesIndex} className="flex items-center gap-2">
              <SeriesSwatch index={seriesIndex} />
              <span>{one.name}</span>
              <span className="ml-auto pl-2 font-semibold whitespace-nowrap tabular-nums">
                {value !== undefined && Number.isFinite(value)
                  ? formatChartValue(value, format)
                  : 'No data'}
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

function LineChartTable({
  caption,
  labelHeading,
  labels,
  series,
  format,
}: {
  caption: string
  labelHeading: string
  labels: readonly string[]
  series: readonly LineChartSeries[]
  format: LineChartFormat
}) {
  return (
    <table data-slot="line-chart-table" className="w-full border-collapse text-sm">
      <caption className="mb-2 text-left font-semibold">{caption}</caption>
      <thead>
        <tr className="border-border border-b">
          <th scope="col" className="py-2 pr-4 text-left font-semibold">
            {labelHeading}
          </th>
          {series.map((one, index) => (
            <th key={index} scope="col" className="py-2 pl-4 text-right font-semibold">
              {one.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {labels.map((label, row) => (
          <tr key={row} className="border-border/50 border-b">
            <th scope="row" className="py-1.5 pr-4 text-left font-normal whitespace-nowrap">
              {label}
            </th>
            {series.map((one, index) => {
              const value = one.values[row]
              return (
                <td key={index} className="py-1.5 pl-4 text-right whitespace-nowrap tabular-nums">
                  {value !== undefined && Number.isFinite(value)
                    ? formatChartValue(value, format)
                    : 'No data'}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
