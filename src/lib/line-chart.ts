import { formatPercentage, formatShortCurrency } from './formats'

/** The spec's chart height and default y-axis offset (the left margin the y labels sit in). */
export const LINE_CHART_HEIGHT = 370
export const DEFAULT_Y_AXIS_OFFSET = 40

export type LineChartFormat = 'currency' | 'percentage' | 'number'

/** One line: its name (legend, tooltip, table header) and one value per label. */
export interface LineChartSeries {
  name: string
  /** Non-finite values (NaN) are gaps: the line breaks there and the table says "No data". */
  values: readonly number[]
}

/**
 * How each series is told apart by more than colour: a dash pattern and a marker shape beside
 * its colour token. The theme has no chart palette, so these are theme tokens that stand out
 * from each other and meet 3:1 against every surface in both themes (WCAG 1.4.11; tested).
 */
export const SERIES_STYLES = [
  { token: 'primary', dash: undefined, marker: 'circle' },
  { token: 'focus', dash: '8 4', marker: 'square' },
  { token: 'danger', dash: '2 3', marker: 'triangle' },
  { token: 'muted', dash: '10 4 2 4', marker: 'diamond' },
] as const

export type SeriesStyle = (typeof SERIES_STYLES)[number]
export type MarkerShape = SeriesStyle['marker']

/** The style of the nth series; past the fourth the styles repeat. */
export function seriesStyle(index: number): SeriesStyle {
  return SERIES_STYLES[index % SERIES_STYLES.length]!
}

/** A value as the chart shows it: short rand amounts, percentages, or short plain numbers. */
export function formatChartValue(value: number, format: LineChartFormat): string {
  if (!Number.isFinite(value)) return ''
  switch (format) {
    case 'currency':
      return formatShortCurrency(value, { rand: true })
    case 'percentage':
      return formatPercentage(value)
    case 'number':
      return formatShortCurrency(value)
  }
}

/** The smallest and largest finite value over every series, or null when there is none. */
export function valueExtent(series: readonly LineChartSeries[]): [number, number] | null {
  let min = Infinity
  let max = -Infinity
  for (const { values } of series) {
    for (const value of values) {
      if (!Number.isFinite(value)) continue
      min = Math.min(min, value)
      max = Math.max(max, value)
    }
  }
  return min <= max ? [min, max] : null
}

/**
 * Whether there is a line to draw: at least two labels, and some series with finite values at
 * two of them. One point or none gets the "no data" message instead of a plot.
 */
export function hasLineToDraw(labels: readonly string[], series: readonly LineChartSeries[]) {
  return series.some(
    ({ values }) =>
      values.slice(0, labels.length).filter((value) => Number.isFinite(value)).length >= 2,
  )
}

/** 1, 2 or 5 times a power of ten, at least 1: the first such step not below `rough`. */
function niceIntegerStep(rough: number): number {
  if (!(rough > 1)) return 1
  const power = 10 ** Math.floor(Math.log10(rough))
  for (const multiple of [1, 2, 5, 10]) {
    if (multiple * power >= rough) return multiple * power
  }
  return 10 * power
}

/**
 * Y-axis ticks that are whole numbers only (the spec), evenly spaced by 1, 2 or 5 times a power of
 * ten, at most `maxCount` of them, and the domain they span (a little wider than the data, so the
 * line never leaves the grid). A tiny range gets fewer ticks, never fractions: 100.2 to 100.8
 * gives 100 and 101.
 */
export function integerTicks(
  min: number,
  max: number,
  maxCount = 6,
): { domain: [number, number]; ticks: number[] } {
  const low = Math.floor(Math.min(min, max))
  let high = Math.ceil(Math.max(min, max))
  if (high === low) high = low + 1
  const intervals = Math.max(1, Math.floor(maxCount) - 1)
  let step = niceIntegerStep((high - low) / intervals)
  // Rounding the ends outwards to the step can add an interval; widen the step until it fits.
  while (Math.ceil(high / step) - Math.floor(low / step) > intervals) {
    step = niceIntegerStep(step + 1)
  }
  const start = Math.floor(low / step) * step
  const end = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let tick = start; tick <= end; tick += step) ticks.push(tick)
  return { domain: [start, end], ticks }
}

/** Roughly how wide a 12 px label is: 7 px a character and a 12 px gap to its neighbour. */
export function estimatedLabelWidth(label: string): number {
  return label.length * 7 + 12
}

/**
 * Which x labels to show so that none overlap: every `step`th one from the first, where the step
 * is the smallest that gives each shown label room for the longest one.
 */
export function visibleLabelIndices(labels: readonly string[], plotWidth: number): number[] {
  const count = labels.length
  if (count === 0) return []
  if (count === 1) return [0]
  const widest = Math.max(...labels.map(estimatedLabelWidth))
  const spacing = plotWidth / (count - 1)
  const step = Math.max(1, Math.ceil(widest / Math.max(spacing, 1)))
  const indices: number[] = []
  for (let index = 0; index < count; index += step) indices.push(index)
  return indices
}

/** The index of the label nearest to `x` on a plot running from `left` to `right`. */
export function nearestIndex(x: number, left: number, right: number, count: number): number {
  if (count <= 1 || right <= left) return 0
  const fraction = (x - left) / (right - left)
  return Math.min(count - 1, Math.max(0, Math.round(fraction * (count - 1))))
}

/** Where the active point goes on a key press, or undefined when the key is not one the chart uses. */
export function nextActiveIndex(
  current: number | null,
  key: string,
  count: number,
): number | undefined {
  if (count === 0) return undefined
  const last = count - 1
  switch (key) {
    case 'ArrowRight':
      return current === null ? 0 : Math.min(last, current + 1)
    case 'ArrowLeft':
      return current === null ? last : Math.max(0, current - 1)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}

/** What a point says: "Mar 2025. Economic transactions index: 104,2." (every series at that label). */
export function describePoint(
  labels: readonly string[],
  series: readonly LineChartSeries[],
  index: number,
  format: LineChartFormat,
): string {
  const values = series
    .map(({ name, values: seriesValues }) => {
      const value = seriesValues[index]
      return `${name}: ${value !== undefined && Number.isFinite(value) ? formatChartValue(value, format) : 'no data'}`
    })
    .join('; ')
  return `${labels[index] ?? ''}. ${values}.`
}

/**
 * The plot's text alternative: the title, the period, and for each series its first and last
 * value and its range, e.g. "Net salary index. Jan 2025 to Dec 2025. Net salary: from R 16 200
 * to R 16 950, lowest R 16 100, highest R 17 050."
 */
export function chartSummary(
  title: string,
  labels: readonly string[],
  series: readonly LineChartSeries[],
  format: LineChartFormat,
): string {
  const period = labels.length > 1 ? `${labels[0]} to ${labels.at(-1)}` : (labels[0] ?? '')
  const parts = series.map(({ name, values }) => {
    const shown = values
      .slice(0, labels.length)
      .filter((value) => Number.isFinite(value)) as number[]
    if (shown.length === 0) return `${name}: no data`
    const show = (value: number) => formatChartValue(value, format)
    return `${name}: from ${show(shown[0]!)} to ${show(shown.at(-1)!)}, lowest ${show(Math.min(...shown))}, highest ${show(Math.max(...shown))}`
  })
  return [title, period, ...parts].filter(Boolean).join('. ') + '.'
}

/**
 * Where a tooltip `tipWidth` wide starts so that it stays inside a chart `width` wide: beside the
 * active point at `x`, on its right when it fits there, else on its left, else as near as fits.
 */
export function tooltipLeft(x: number, tipWidth: number, width: number, gap = 12): number {
  const edge = 4
  if (x + gap + tipWidth <= width - edge) return x + gap
  if (x - gap - tipWidth >= edge) return x - gap - tipWidth
  return Math.max(edge, width - edge - tipWidth)
}
