import { ArrowRight } from 'lucide-react'
import { useId } from 'react'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import type { IndexSeries } from '../../api/types'
import { monthLabel, sliceRange } from '../../lib/index-series'
import { formatChartValue } from '../../lib/line-chart'
import { Anchor } from '../../ui/anchor'
import { LoadError } from '../../ui/load-error'
import { IndexTeaserLoading, indexTeaserCardClass } from '../insights/index-teasers-loading'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import { indexSeriesQuery } from './queries'

const WIDTH = 320
const HEIGHT = 96
const PAD = 4

/** The points of a sparkline through `values`, scaled into the box with a small margin. */
export function sparklinePoints(values: readonly number[], width = WIDTH, height = HEIGHT) {
  const finite = values.filter(Number.isFinite)
  if (finite.length < 2) return ''
  const min = Math.min(...finite)
  const max = Math.max(...finite)
  const span = max - min || 1
  const step = (width - PAD * 2) / (values.length - 1)
  return values
    .map((value, index) =>
      Number.isFinite(value)
        ? `${(PAD + index * step).toFixed(1)},${(height - PAD - ((value - min) / span) * (height - PAD * 2)).toFixed(1)}`
        : null,
    )
    .filter((point) => point !== null)
    .join(' ')
}

function Sparkline({ series }: { series: IndexSeries }) {
  const points = sliceRange(series.points, '5y')
  const first = points[0]
  const last = points.at(-1)
  if (!first || !last) return null
  const summary = `${series.name} from ${monthLabel(first.month)} to ${monthLabel(last.month)}: from ${formatChartValue(first.value, series.format)} to ${formatChartValue(last.value, series.format)}.`
  return (
    <svg
      role="img"
      aria-label={summary}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="text-primary dark:text-accent h-24 w-full"
      preserveAspectRatio="none"
    >
      <polyline
        points={sparklinePoints(points.map((point) => point.value))}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinejoin="round"
        strokeLinecap="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  )
}

/**
 * A small card for an index: its name, a five-year sparkline, the latest value and a link to the
 * index's page. The card keeps its height while loading, and says so when the API fails.
 */
export function IndexTeaser({
  seriesId,
  path,
  headingLevel = 3,
}: {
  seriesId: string
  path: string
  headingLevel?: 3 | 4
}) {
  const query = useApiQuery(indexSeriesQuery(seriesId))
  const Heading = `h${headingLevel}` as const
  const headingId = useId()
  const series = query.data
  const latest = series?.points.at(-1)

  if (query.isError) {
    return (
      <LoadError
        className="h-full min-h-[236px]"
        headingLevel={headingLevel}
        title="We could not load this index"
        message={describeApiError(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    )
  }

  if (isWaitingForConnection(query)) {
    return (
      <NeedsConnection
        className="h-full min-h-[236px]"
        headingLevel={headingLevel}
        title="This index needs a connection"
      />
    )
  }

  if (!series) return <IndexTeaserLoading />

  return (
    <article aria-labelledby={headingId} data-slot="index-teaser" className={indexTeaserCardClass}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={headingId} className="text-fg text-lg font-semibold">
          {series.name}
        </Heading>
        {series.illustrative && (
          <span className="border-accent rounded-full border-2 px-2 py-0.5 text-xs font-semibold">
            Illustrative data
          </span>
        )}
      </div>
      <Sparkline series={series} />
      {latest && (
        <p className="text-muted text-sm">
          {`${monthLabel(latest.month)}: `}
          <span className="text-fg font-semibold">
            {formatChartValue(latest.value, series.format)}
          </span>
          {` (${series.unit})`}
        </p>
      )}
      <Anchor
        path={path}
        // Inline, not flex: when the name wraps, the arrow follows its last word.
        className="text-link mt-auto min-h-6 font-semibold underline underline-offset-2"
      >
        Explore the {series.name}
        <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.2em]" />
      </Anchor>
    </article>
  )
}
