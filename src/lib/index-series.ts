/** Pure helpers for the economic index pages: ranges, year-on-year change, labels and CSV. */

export type IndexPoint = { month: string; value: number }

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2025-03" → "Mar 2025". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-')
  const name = MONTHS[Number(number) - 1]
  return name && year ? `${name} ${year}` : month
}

/** How many of a series' latest months each of the chart's ranges (`RANGES`) shows. */
const RANGE_MONTHS = { '1y': 12, '5y': 60, all: Number.POSITIVE_INFINITY } as const
export type ChartRange = keyof typeof RANGE_MONTHS

/** The last 12 or 60 months of a series (oldest first), or all of it. */
export function sliceRange<T>(points: readonly T[], range: ChartRange): T[] {
  if (range === 'all') return [...points]
  return points.slice(-RANGE_MONTHS[range])
}

/**
 * Change on the same month a year earlier, in per cent (rounded to one decimal); months without
 * a value twelve months before are left out.
 */
export function yearOnYear(points: readonly IndexPoint[]): IndexPoint[] {
  const byMonth = new Map(points.map((point) => [point.month, point.value]))
  return points.flatMap((point) => {
    const [year, month] = point.month.split('-')
    const earlier = byMonth.get(`${Number(year) - 1}-${month}`)
    if (earlier === undefined || earlier === 0) return []
    return [{ month: point.month, value: Math.round((point.value / earlier - 1) * 100 * 10) / 10 }]
  })
}

function csvField(value: string | number): string {
  const text = String(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** RFC 4180 CSV: a header row, then one row per record, CRLF line ends. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n'
}
