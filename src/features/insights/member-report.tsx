import { Download } from 'lucide-react'
import { useState } from 'react'
import { describeApiError } from '../../api/client'
import { useApiQuery } from '../../api/query-client'
import type { IndexSeries } from '../../api/types'
import { indexPageCopy, memberAnalyticsPage } from '../../content/insights'
import { downloadText } from '../../lib/download-file'
import { RANGES, type IndexRange } from '../../api/site-search'
import { monthLabel, sliceRange, toCsv } from '../../lib/index-series'
import { Button } from '../../ui/button'
import { LineChart } from '../../ui/line-chart'
import { LoadError } from '../../ui/load-error'
import { OptionPicker } from '../../ui/option-picker'
import { ToggleSwitch } from '../../ui/toggle-switch'
import { indexSeriesQuery } from '../indices/queries'
import { isWaitingForConnection, NeedsConnection } from '../network/needs-connection'

const copy = memberAnalyticsPage.example
const VIEWS = ['rates', 'gap'] as const
type View = (typeof VIEWS)[number]

/** The member's and the industry's points for the same months, oldest first. */
export function pairByMonth(member: IndexSeries, industry: IndexSeries) {
  const industryByMonth = new Map(industry.points.map((point) => [point.month, point.value]))
  return member.points.flatMap((point) => {
    const other = industryByMonth.get(point.month)
    return other === undefined ? [] : [{ month: point.month, member: point.value, industry: other }]
  })
}

function Report({
  member,
  industry,
  view,
  range,
}: {
  member: IndexSeries
  industry: IndexSeries
  view: View
  range: IndexRange
}) {
  const rows = sliceRange(pairByMonth(member, industry), range)
  const gap = rows.map((row) => Math.round((row.member - row.industry) * 100) / 100)
  const series =
    view === 'rates'
      ? [
          { name: member.name, values: rows.map((row) => row.member) },
          { name: industry.name, values: rows.map((row) => row.industry) },
        ]
      : [{ name: copy.gapSeries, values: gap }]
  return (
    <>
      <LineChart
        title={view === 'rates' ? copy.title : copy.gapTitle}
        description={
          view === 'rates'
            ? `${member.description} Unit: ${member.unit}.`
            : 'The example member’s rate minus the industry’s, in percentage points: above zero, more of its debit orders came back unpaid.'
        }
        labels={rows.map((row) => monthLabel(row.month))}
        series={series}
        format="percentage"
        illustrative
        labelHeading="Month"
      />
      <Button
        className="mt-4"
        onClick={() =>
          downloadText(
            `${copy.file}-${view}-${range}.csv`,
            view === 'rates'
              ? toCsv(
                  ['month', 'example_member_percent', 'industry_percent'],
                  rows.map((row) => [row.month, row.member, row.industry]),
                )
              : toCsv(
                  ['month', 'difference_percentage_points'],
                  rows.map((row, index) => [row.month, gap[index]!]),
                ),
          )
        }
      >
        <Download aria-hidden="true" className="size-4" />
        {indexPageCopy.download}
      </Button>
    </>
  )
}

/**
 * Member Analytics' example: an imaginary member's unpaid debit order rate beside the industry's,
 * both illustrative series from the API, with a view switch, a period, the table and a CSV.
 */
export function MemberReport() {
  const member = useApiQuery(indexSeriesQuery(copy.memberSeriesId))
  const industry = useApiQuery(indexSeriesQuery(copy.industrySeriesId))
  const [view, setView] = useState<View>('rates')
  const [range, setRange] = useState<IndexRange>('5y')
  const failed = member.error ?? industry.error

  return (
    <div data-slot="member-report">
      <p className="border-accent bg-surface mb-6 max-w-[70ch] rounded-md border-l-4 p-4 font-semibold">
        {copy.note}
      </p>
      <div className="mb-6 flex flex-wrap items-end gap-6">
        <ToggleSwitch
          label={copy.viewLabel}
          options={VIEWS.map((value) => ({ value, label: copy.views[value] }))}
          value={view}
          onValueChange={(value) => setView(value as View)}
        />
        <OptionPicker
          label={copy.rangeLabel}
          options={RANGES.map((value) => ({ value, label: indexPageCopy.ranges[value] }))}
          value={range}
          onValueChange={(value) => setRange(value as IndexRange)}
        />
      </div>
      {failed ? (
        <LoadError
          headingLevel={3}
          title="We could not load the example report"
          message={describeApiError(failed)}
          onRetry={() => {
            if (member.isError) void member.refetch()
            if (industry.isError) void industry.refetch()
          }}
          retrying={member.isFetching || industry.isFetching}
        />
      ) : member.data && industry.data ? (
        <Report member={member.data} industry={industry.data} view={view} range={range} />
      ) : isWaitingForConnection(member) || isWaitingForConnection(industry) ? (
        <NeedsConnection headingLevel={3} title="The example report needs a connection" />
      ) : (
        <LineChart title={copy.title} labels={[]} series={[]} loading />
      )}
    </div>
  )
}
