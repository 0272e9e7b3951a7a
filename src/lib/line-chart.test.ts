// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  SERIES_STYLES,
  chartSummary,
  describePoint,
  formatChartValue,
  hasLineToDraw,
  integerTicks,
  nearestIndex,
  nextActiveIndex,
  tooltipLeft,
  seriesStyle,
  valueExtent,
  visibleLabelIndices,
} from './line-chart'

const MONTHS_2025 = [
  'Jan 2025',
  'Feb 2025',
  'Mar 2025',
  'Apr 2025',
  'May 2025',
  'Jun 2025',
  'Jul 2025',
  'Aug 2025',
  'Sep 2025',
  'Oct 2025',
  'Nov 2025',
  'Dec 2025',
]

describe('integerTicks', () => {
  it.each([
    [98.1, 112.4],
    [0, 1],
    [100.2, 100.8],
    [-3.5, 2],
    [15_820, 17_240],
    [0.1, 0.4],
    [1_250_000, 9_870_000],
    [42, 42],
  ])('gives whole-number ticks only, covering %d to %d', (min, max) => {
    const { domain, ticks } = integerTicks(min, max)
    for (const tick of ticks) expect(Number.isInteger(tick), `${tick}`).toBe(true)
    expect(domain[0]).toBeLessThanOrEqual(min)
    expect(domain[1]).toBeGreaterThanOrEqual(max)
    expect(ticks[0]).toBe(domain[0])
    expect(ticks.at(-1)).toBe(domain[1])
    expect(ticks.length).toBeGreaterThanOrEqual(2)
    expect(ticks.length).toBeLessThanOrEqual(6)
  })

  it('spaces ticks evenly by 1, 2 or 5 times a power of ten', () => {
    expect(integerTicks(98.1, 112.4).ticks).toEqual([95, 100, 105, 110, 115])
    expect(integerTicks(15_820, 17_240).ticks).toEqual([15_500, 16_000, 16_500, 17_000, 17_500])
    expect(integerTicks(-3.5, 2).ticks).toEqual([-4, -2, 0, 2])
  })

  it('shows fewer ticks rather than fractions when the range is tiny', () => {
    expect(integerTicks(100.2, 100.8).ticks).toEqual([100, 101])
    expect(integerTicks(0.1, 0.4).ticks).toEqual([0, 1])
    expect(integerTicks(2, 4).ticks).toEqual([2, 3, 4])
  })

  it('gives a flat series a one-step range to sit in', () => {
    expect(integerTicks(42, 42)).toEqual({ domain: [42, 43], ticks: [42, 43] })
  })

  it('keeps to the tick count asked for', () => {
    for (const maxCount of [2, 3, 4, 5]) {
      expect(integerTicks(0, 97, maxCount).ticks.length).toBeLessThanOrEqual(maxCount)
    }
  })
})

describe('formatChartValue', () => {
  it('writes currency in short rand amounts', () => {
    expect(formatChartValue(16_500, 'currency')).toBe('R 16 500')
    expect(formatChartValue(250_000, 'currency')).toBe('R 250k')
    expect(formatChartValue(1_250_000, 'currency')).toBe('R 1,25 mil.')
  })

  it('writes percentages with a percent sign', () => {
    expect(formatChartValue(12.5, 'percentage')).toBe('12,5%')
    expect(formatChartValue(40, 'percentage')).toBe('40%')
  })

  it('writes plain numbers short, without a rand sign', () => {
    expect(formatChartValue(104.25, 'number')).toBe('104,25')
    expect(formatChartValue(2_400_000_000, 'number')).toBe('2,4 bil.')
  })

  it('writes nothing for a missing value', () => {
    expect(formatChartValue(Number.NaN, 'number')).toBe('')
  })
})

describe('valueExtent and hasLineToDraw', () => {
  it('spans every finite value of every series', () => {
    expect(
      valueExtent([
        { name: 'A', values: [3, Number.NaN, 9] },
        { name: 'B', values: [-1, 4] },
      ]),
    ).toEqual([-1, 9])
    expect(valueExtent([{ name: 'A', values: [] }])).toBeNull()
  })

  it('needs two labels with values to draw a line', () => {
    expect(hasLineToDraw(['Jan 2025', 'Feb 2025'], [{ name: 'A', values: [1, 2] }])).toBe(true)
    expect(hasLineToDraw(['Jan 2025'], [{ name: 'A', values: [1] }])).toBe(false)
    expect(hasLineToDraw([], [])).toBe(false)
    expect(hasLineToDraw(['Jan 2025', 'Feb 2025'], [{ name: 'A', values: [1, Number.NaN] }])).toBe(
      false,
    )
  })
})

describe('visibleLabelIndices', () => {
  it('shows every label when there is room', () => {
    expect(visibleLabelIndices(MONTHS_2025, 1000)).toHaveLength(12)
  })

  it('thins the labels on a phone so that none overlap', () => {
    // About the plot width of a chart in a 375 px viewport.
    const plotWidth = 250
    const shown = visibleLabelIndices(MONTHS_2025, plotWidth)
    expect(shown[0]).toBe(0)
    const spacing = (plotWidth / (MONTHS_2025.length - 1)) * (shown[1]! - shown[0]!)
    expect(spacing).toBeGreaterThanOrEqual(8 * 7 + 12)
  })
})

describe('keyboard and pointer positions', () => {
  it('moves the active point with the arrow keys, Home and End, within the labels', () => {
    expect(nextActiveIndex(null, 'ArrowRight', 12)).toBe(0)
    expect(nextActiveIndex(null, 'ArrowLeft', 12)).toBe(11)
    expect(nextActiveIndex(3, 'ArrowRight', 12)).toBe(4)
    expect(nextActiveIndex(11, 'ArrowRight', 12)).toBe(11)
    expect(nextActiveIndex(0, 'ArrowLeft', 12)).toBe(0)
    expect(nextActiveIndex(5, 'Home', 12)).toBe(0)
    expect(nextActiveIndex(5, 'End', 12)).toBe(11)
    expect(nextActiveIndex(5, 'Enter', 12)).toBeUndefined()
  })

  it('finds the label nearest the pointer', () => {
    expect(nearestIndex(40, 40, 260, 12)).toBe(0)
    expect(nearestIndex(260, 40, 260, 12)).toBe(11)
    expect(nearestIndex(60, 40, 260, 12)).toBe(1)
    expect(nearestIndex(-50, 40, 260, 12)).toBe(0)
    expect(nearestIndex(900, 40, 260, 12)).toBe(11)
  })
})

describe('tooltipLeft', () => {
  it('puts the tooltip right of the point when it fits, else left, else as near as fits', () => {
    expect(tooltipLeft(100, 150, 600)).toBe(112)
    expect(tooltipLeft(500, 150, 600)).toBe(338)
    // A phone: 300 px wide, a 200 px tooltip fits neither side of a point in the middle.
    expect(tooltipLeft(150, 200, 300)).toBe(96)
    // Wider than the chart: pinned to the left edge.
    expect(tooltipLeft(150, 400, 300)).toBe(4)
  })
})

describe('text alternatives', () => {
  const series = [
    { name: 'Salaries', values: [16_200, 16_100, 17_050, 16_950] },
    { name: 'Wages', values: [9_800, Number.NaN, 10_100, 10_250] },
  ]
  const labels = ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025']

  it('summarises the title, the period, first and last values and the range', () => {
    expect(chartSummary('Net salary index', labels, series, 'currency')).toBe(
      'Net salary index. Jan 2025 to Apr 2025. ' +
        'Salaries: from R 16 200 to R 16 950, lowest R 16 100, highest R 17 050. ' +
        'Wages: from R 9 800 to R 10 250, lowest R 9 800, highest R 10 250.',
    )
  })

  it('describes one point with every series, saying where a value is missing', () => {
    expect(describePoint(labels, series, 1, 'currency')).toBe(
      'Feb 2025. Salaries: R 16 100; Wages: no data.',
    )
  })
})

describe('series styles', () => {
  it('differ by dash pattern and marker, not only colour, and repeat past the fourth', () => {
    expect(new Set(SERIES_STYLES.map((style) => style.dash)).size).toBe(SERIES_STYLES.length)
    expect(new Set(SERIES_STYLES.map((style) => style.marker)).size).toBe(SERIES_STYLES.length)
    expect(seriesStyle(4)).toBe(SERIES_STYLES[0])
  })
})
