import type { WidgetExamples } from './examples'
import { LineChart } from './line-chart'

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const months = (year: number) => MONTHS.map((month) => `${month} ${year}`)

// Every figure below is made up to show the chart; none is a published statistic.
const TWO_YEARS = [...months(2024), ...months(2025)]
const TRANSACTIONS_INDEX = [
  100, 98.6, 101.2, 100.4, 102.1, 101.5, 103.0, 102.4, 103.8, 104.6, 106.1, 108.9, 104.2, 102.7,
  105.3, 104.8, 106.0, 105.1, 107.4, 106.9, 108.2, 109.0, 110.7, 113.5,
]

const YEAR_2025 = months(2025)
const NET_SALARY = [
  16_240, 16_180, 16_310, 16_420, 16_390, 16_520, 16_610, 16_580, 16_700, 16_760, 16_840, 17_120,
]
const REAL_TIME_SHARE = [12.4, 13.1, 13.8, 14.2, 15.0, 15.6, 16.3, 16.9, 17.4, 18.2, 18.8, 19.5]
const CARD_INDEX = [100, 99.1, 102.4, 103.0, 104.6, 104.1, 105.9, 106.5, 107.2, 108.8, 111.0, 114.6]
const EFT_INDEX = [100, 101.5, 100.8, 99.6, 100.9, 101.7, 101.2, 102.5, 102.1, 103.0, 103.4, 104.1]

export default {
  widget: 'Line chart',
  examples: [
    {
      name: 'Economic transactions index (illustrative)',
      description:
        'Two years of months: at phone width the x labels thin out. Tab to the plot and use the arrow keys, Home and End; Escape hides the value.',
      render: () => (
        <LineChart
          title="Economic transactions index"
          description="Monthly value of cleared interbank transactions, in real terms, as an index: January 2024 = 100."
          labels={TWO_YEARS}
          series={[{ name: 'Transactions index', values: TRANSACTIONS_INDEX }]}
          format="number"
          labelHeading="Month"
          illustrative
        />
      ),
    },
    {
      name: 'Net salary index in rand',
      description:
        'Currency format: short rand amounts on the axis, in the tooltip and in the table. A wider y-axis offset makes room for them.',
      render: () => (
        <LineChart
          title="Net salary index"
          description="Average take-home salary paid by EFT into accounts at member banks, per month, in rand."
          labels={YEAR_2025}
          series={[{ name: 'Average net salary', values: NET_SALARY }]}
          format="currency"
          yAxisOffset={72}
          labelHeading="Month"
          illustrative
        />
      ),
    },
    {
      name: 'Percentage',
      description: 'Percentage format: whole-number ticks with a percent sign.',
      render: () => (
        <LineChart
          title="Share of payments cleared in real time"
          description="Real-time payments as a share of all interbank credit payments by number, per month."
          labels={YEAR_2025}
          series={[{ name: 'Real-time share', values: REAL_TIME_SHARE }]}
          format="percentage"
          labelHeading="Month"
          illustrative
        />
      ),
    },
    {
      name: 'Two series',
      description:
        'Each line has its own colour, dash pattern and marker shape, named in the legend; the tooltip lists both values.',
      render: () => (
        <LineChart
          title="Card and EFT transaction indices"
          description="Monthly value of card and EFT payments cleared, each as an index: January 2025 = 100."
          labels={YEAR_2025}
          series={[
            { name: 'Card payments', values: CARD_INDEX },
            { name: 'EFT payments', values: EFT_INDEX },
          ]}
          labelHeading="Month"
          illustrative
        />
      ),
    },
    {
      name: 'No data for the period',
      description: 'Nothing to draw: the message takes the plot’s place and there is no table.',
      render: () => (
        <LineChart
          title="Debit order disputes index"
          description="Disputed debit orders per month, as an index."
          labels={[]}
          series={[{ name: 'Disputes index', values: [] }]}
          illustrative
        />
      ),
    },
    {
      name: 'A single point',
      description:
        'One month is not a line: the message says so, and the table still gives the value.',
      render: () => (
        <LineChart
          title="Economic transactions index, January 2026"
          description="Only the first month of the year has been published so far."
          labels={['Jan 2026']}
          series={[{ name: 'Transactions index', values: [114.2] }]}
          labelHeading="Month"
          illustrative
        />
      ),
    },
    {
      name: 'Loading',
      description:
        'While the series is on its way: a spinner, announced politely, in the same space.',
      render: () => (
        <LineChart
          title="Net salary index"
          description="Average take-home salary paid by EFT, per month, in rand."
          labels={[]}
          series={[]}
          format="currency"
          illustrative
          loading
        />
      ),
    },
  ],
} satisfies WidgetExamples
