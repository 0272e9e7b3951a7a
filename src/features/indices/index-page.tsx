import { memo, useDeferredValue } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { Download } from 'lucide-react'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import type { IndexSeries } from '../../api/types'
import { indexPageCopy as copy } from '../../content/insights'
import type { PageIntroCopy } from '../../content/types'
import { monthLabel, sliceRange, toCsv, yearOnYear } from '../../lib/index-series'
import type { IndexRange, IndexView } from '../../api/site-search'
import { downloadText } from '../../lib/download-file'
import { useChosenAtOnce } from '../../lib/use-chosen-at-once'
import { AddressNotice } from '../address/address-notice'
import { PageIntro } from '../../templates/page-intro'
import { PageSection, Prose } from '../../templates/page-parts'
import { Button } from '../../ui/button'
import { LineChart } from '../../ui/line-chart'
import { LoadError } from '../../ui/load-error'
import { OptionPicker } from '../../ui/option-picker'
import { ToggleSwitch } from '../../ui/toggle-switch'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'
import type { IndexSearch } from './index-search'
import { indexSeriesQuery } from './queries'

export type IndexPageContent = {
  intro: PageIntroCopy
  seriesId: string
  /** The CSV file's name, before the range: "economic-index". */
  file: string
  methodology: readonly string[]
}

/**
 * The chart and its download for one view and period. Memoised: the page renders it with the
 * deferred view and period, so that a tap on a toggle paints the toggle at once and the chart
 * follows in a render React can interrupt.
 */
const IndexChart = memo(function IndexChart({
  series,
  range,
  view,
  file,
}: {
  series: IndexSeries
  range: IndexRange
  view: IndexView
  file: string
}) {
  const points = sliceRange(view === 'change' ? yearOnYear(series.points) : series.points, range)
  const unit = view === 'change' ? copy.changeUnit : series.unit
  const name = view === 'change' ? `${series.name}: ${copy.views.change}` : series.name
  return (
    <>
      <LineChart
        title={name}
        description={`${series.description} Unit: ${unit}.`}
        labels={points.map((point) => monthLabel(point.month))}
        series={[{ name, values: points.map((point) => point.value) }]}
        format={view === 'change' ? 'percentage' : series.format}
        illustrative={series.illustrative}
        yAxisOffset={series.format === 'currency' && view === 'level' ? 64 : 48}
        labelHeading="Month"
      />
      <Button
        className="mt-4"
        onClick={() =>
          downloadText(
            `${file}-${view === 'change' ? 'change-' : ''}${range}.csv`,
            toCsv(
              [
                'month',
                view === 'change'
                  ? 'change_on_a_year_earlier_percent'
                  : series.unit.replaceAll(' ', '_'),
              ],
              points.map((point) => [point.month, point.value]),
            ),
          )
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {copy.download}
      </Button>
    </>
  )
})

type Choice = { label: string; options: { value: string; label: string }[] }

/**
 * The view toggle or the period picker, showing the visitor's choice in the tap's own frame: the
 * new address, and the page's render for it, follow once that frame is painted.
 */
function ChosenAtOnce({
  control: Control,
  value,
  onChoose,
  ...choice
}: Choice & {
  control: typeof ToggleSwitch | typeof OptionPicker
  value: string
  onChoose: (value: string) => Promise<unknown>
}) {
  const [shown, choose] = useChosenAtOnce(value)
  return (
    <Control
      {...choice}
      value={shown}
      onValueChange={(next) => choose(next, () => onChoose(next))}
    />
  )
}

/** An economic index: its chart with a view and a period to choose, the data and how it is made. */
export function IndexPage({ content, search }: { content: IndexPageContent; search: IndexSearch }) {
  const navigate = useNavigate()
  const series = useApiQuery(indexSeriesQuery(content.seriesId))
  // The chart takes long to render on a phone's CPU. React's store updates render at once, in the
  // task the data arrives in; the deferred copy renders in the background, in slices React can
  // interrupt, while the loading chart stays up (no long task, no layout shift).
  const data = useDeferredValue(series.isSuccess ? series.data : undefined)
  const needsConnection = isWaitingForConnection(series)
  const range = search.range ?? '5y'
  const view = search.view ?? 'level'
  // A toggle's tap renders the page at once (the router's store): the toggles show the choice in
  // that render, and the chart, a few hundred elements, is drawn for it just after, interruptibly.
  const chartRange = useDeferredValue(range)
  const chartView = useDeferredValue(view)
  // From the address as it is when called: a second toggle tapped before the first's address is
  // in keeps both choices.
  const choose = (change: IndexSearch) =>
    navigate({
      to: '.',
      search: (previous: IndexSearch) => ({ ...previous, ignored: undefined, ...change }),
      replace: true,
      resetScroll: false,
    })

  return (
    <>
      <PageIntro {...content.intro} className="pb-4 md:pb-6" />
      <div className="max-w-page mx-auto px-4">
        <AddressNotice ignored={search.ignored} names={copy.params} className="mb-6" />
        <div className="mb-6 flex flex-wrap items-end gap-6">
          <ChosenAtOnce
            control={ToggleSwitch}
            label={copy.viewLabel}
            options={(Object.keys(copy.views) as IndexView[]).map((value) => ({
              value,
              label: copy.views[value],
            }))}
            value={view}
            onChoose={(value) => choose({ view: value as IndexView })}
          />
          <ChosenAtOnce
            control={OptionPicker}
            label={copy.rangeLabel}
            options={(Object.keys(copy.ranges) as IndexRange[]).map((value) => ({
              value,
              label: copy.ranges[value],
            }))}
            value={range}
            onChoose={(value) => choose({ range: value as IndexRange })}
          />
        </div>
        {needsConnection && <NeedsConnection title="The index needs a connection" />}
        {((series.isPending && !needsConnection) || (series.isSuccess && !data)) && (
          <LineChart title={content.intro.heading} labels={[]} series={[]} loading />
        )}
        {series.isError && (
          <LoadError
            title="We could not load the index"
            message={describeApiError(series.error)}
            onRetry={() => void series.refetch()}
            retrying={series.isFetching}
          />
        )}
        {series.isSuccess && data && (
          <IndexChart series={data} range={chartRange} view={chartView} file={content.file} />
        )}
        {series.isSuccess && data && (
          <p className="text-muted mt-4 text-sm">
            {copy.source}: {data.source}.
          </p>
        )}
        {/* Below the chart, not above the controls: the note arrives with the data, and above
            the controls it would push them down as the page loads (a layout shift). */}
        {data?.illustrative && (
          <p className="border-accent bg-surface mt-6 rounded-md border-l-4 p-4 font-semibold">
            {copy.illustrativeNote}
          </p>
        )}
      </div>
      <PageSection heading={copy.methodologyHeading}>
        <Prose>
          {content.methodology.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
    </>
  )
}
