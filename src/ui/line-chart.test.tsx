import { fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { LineChart } from './line-chart'

const LABELS = ['Jan 2025', 'Feb 2025', 'Mar 2025', 'Apr 2025', 'May 2025', 'Jun 2025']
const INDEX = [100, 98.6, 101.2, 100.4, 102.1, 104.6]

function renderIndexChart(props: Partial<React.ComponentProps<typeof LineChart>> = {}) {
  return render(
    <LineChart
      title="Economic transactions index"
      description="Monthly value of cleared interbank transactions, as an index."
      labels={LABELS}
      series={[{ name: 'Transactions index', values: INDEX }]}
      labelHeading="Month"
      {...props}
    />,
  )
}

function tooltip() {
  return document.querySelector<HTMLElement>('[data-slot="line-chart-tooltip"]')
}

function yAxisLabels(): string[] {
  return Array.from(
    document.querySelectorAll('[data-slot="line-chart-y-axis"] text'),
    (text) => text.textContent ?? '',
  )
}

describe('LineChart', () => {
  it('is a figure captioned by its title and description', () => {
    renderIndexChart()
    const figure = screen.getByRole('figure', { name: 'Economic transactions index' })
    expect(figure).toHaveAccessibleDescription(
      'Monthly value of cleared interbank transactions, as an index.',
    )
  })

  it('says "Illustrative data" beside the title only when the data is illustrative', () => {
    const { rerender } = renderIndexChart()
    expect(screen.queryByText('Illustrative data')).not.toBeInTheDocument()
    rerender(
      <LineChart
        title="Economic transactions index"
        labels={LABELS}
        series={[{ name: 'Transactions index', values: INDEX }]}
        illustrative
      />,
    )
    expect(screen.getByText('Illustrative data')).toBeVisible()
    // Read apart from the caption, the plot's text alternative says so too.
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Economic transactions index \(illustrative data\)\. Jan 2025 to Jun 2025\./,
    )
  })

  it('gives the plot a text alternative with the title, the period, first and last values and range', () => {
    renderIndexChart()
    expect(
      screen.getByRole('img', {
        name: 'Economic transactions index. Jan 2025 to Jun 2025. Transactions index: from 100 to 104,6, lowest 98,6, highest 104,6.',
      }),
    ).toBeInTheDocument()
  })

  it('names each series in a legend', () => {
    renderIndexChart({
      series: [
        { name: 'Card payments', values: INDEX },
        { name: 'EFT payments', values: INDEX.map((value) => value - 2) },
      ],
    })
    const legend = document.querySelector('[data-slot="line-chart-legend"]') as HTMLElement
    expect(legend).toHaveRole('list')
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Card payments', 'EFT payments'])
  })

  it('labels the y axis with whole numbers only, even over a tiny range', () => {
    renderIndexChart({ series: [{ name: 'Flat index', values: [100.2, 100.5, 100.8] }] })
    expect(yAxisLabels()).toEqual(['100', '101'])
  })

  it('formats the y axis as short rand amounts or percentages', () => {
    const { rerender } = renderIndexChart({
      format: 'currency',
      series: [{ name: 'Average net salary', values: [16_240, 16_520, 17_120] }],
    })
    expect(yAxisLabels()).toEqual([
      'R 16 200',
      'R 16 400',
      'R 16 600',
      'R 16 800',
      'R 17 000',
      'R 17 200',
    ])
    rerender(
      <LineChart
        title="Share of payments cleared in real time"
        labels={LABELS}
        series={[{ name: 'Real-time share', values: [12.4, 13.1, 15.6, 19.5] }]}
        format="percentage"
      />,
    )
    expect(yAxisLabels()).toEqual(['12%', '14%', '16%', '18%', '20%'])
  })

  it('shows the x labels it has room for', () => {
    renderIndexChart()
    const xLabels = Array.from(
      document.querySelectorAll('[data-slot="line-chart-x-label"]'),
      (text) => text.textContent,
    )
    expect(xLabels[0]).toBe('Jan 2025')
    expect(xLabels.length).toBeGreaterThan(1)
  })

  describe('data table', () => {
    it('is hidden until the toggle shows it, with the toggle saying what it will do', async () => {
      const user = userEvent.setup()
      renderIndexChart({ format: 'number' })
      const toggle = screen.getByRole('button', { name: 'Show data table' })
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(screen.queryByRole('table')).not.toBeInTheDocument()

      await user.click(toggle)
      expect(toggle).toHaveAccessibleName('Hide data table')
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const table = screen.getByRole('table', { name: 'Economic transactions index' })
      expect(toggle.getAttribute('aria-controls')).toBe(table.parentElement?.id)

      await user.click(toggle)
      expect(screen.getByRole('button', { name: 'Show data table' })).toHaveAttribute(
        'aria-expanded',
        'false',
      )
      expect(screen.queryByRole('table')).not.toBeInTheDocument()
    })

    it('has column and row headers and formatted values', async () => {
      const user = userEvent.setup()
      renderIndexChart({
        format: 'currency',
        illustrative: true,
        series: [
          { name: 'Salaries', values: [16_240, 16_180, Number.NaN, 16_420, 16_390, 16_520] },
        ],
      })
      await user.click(screen.getByRole('button', { name: 'Show data table' }))
      const table = screen.getByRole('table', {
        name: 'Economic transactions index (illustrative data)',
      })
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => [header.textContent, header.getAttribute('scope')]),
      ).toEqual([
        ['Month', 'col'],
        ['Salaries', 'col'],
      ])
      const rowHeaders = within(table).getAllByRole('rowheader')
      expect(rowHeaders.map((header) => header.textContent)).toEqual(LABELS)
      expect(rowHeaders[0]).toHaveAttribute('scope', 'row')
      const rows = within(table).getAllByRole('row')
      expect(within(rows[1]!).getByRole('cell')).toHaveTextContent('R 16 240')
      expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('No data')
    })
  })

  describe('reading values', () => {
    it('is one tab stop where the arrow keys, Home and End move the active point, shown and announced', async () => {
      const user = userEvent.setup()
      renderIndexChart()
      await user.tab()
      const plot = screen.getByRole('application', { name: 'Economic transactions index' })
      expect(plot).toHaveFocus()
      expect(plot).toHaveAccessibleDescription(/Left and Right arrow keys/)
      expect(tooltip()).toBeNull()

      await user.keyboard('{ArrowRight}')
      expect(tooltip()).toHaveTextContent('Jan 2025')
      expect(tooltip()).toHaveTextContent('Transactions index')
      expect(tooltip()).toHaveTextContent('100')
      expect(screen.getByRole('status')).toHaveTextContent('Jan 2025. Transactions index: 100.')

      await user.keyboard('{ArrowRight}')
      expect(screen.getByRole('status')).toHaveTextContent('Feb 2025. Transactions index: 98,6.')
      expect(tooltip()).toHaveTextContent('98,6')

      await user.keyboard('{End}')
      expect(screen.getByRole('status')).toHaveTextContent('Jun 2025. Transactions index: 104,6.')
      await user.keyboard('{ArrowRight}')
      expect(tooltip()).toHaveTextContent('Jun 2025')

      await user.keyboard('{Home}')
      expect(tooltip()).toHaveTextContent('Jan 2025')
      await user.keyboard('{ArrowLeft}')
      expect(tooltip()).toHaveTextContent('Jan 2025')

      await user.keyboard('{Escape}')
      expect(tooltip()).toBeNull()
      expect(screen.getByRole('status')).toBeEmptyDOMElement()

      await user.tab()
      expect(screen.getByRole('button', { name: 'Show data table' })).toHaveFocus()
    })

    it('lists every series in the tooltip and the announcement', async () => {
      const user = userEvent.setup()
      renderIndexChart({
        series: [
          { name: 'Card payments', values: [100, 99.1, 102.4] },
          { name: 'EFT payments', values: [100, 101.5, 100.8] },
        ],
      })
      await user.tab()
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(screen.getByRole('status')).toHaveTextContent(
        'Feb 2025. Card payments: 99,1; EFT payments: 101,5.',
      )
      expect(tooltip()).toHaveTextContent('Card payments99,1')
      expect(tooltip()).toHaveTextContent('EFT payments101,5')
    })

    it('shows the nearest point under the pointer, and hides it when the pointer leaves', () => {
      renderIndexChart()
      const plot = screen.getByRole('application')
      // Drawn 640 px wide in jsdom: the plot runs from x = 40 to x = 612, 114.4 px a month.
      fireEvent.pointerMove(plot, { clientX: 40 + 3 * 114.4 + 20, pointerType: 'mouse' })
      expect(tooltip()).toHaveTextContent('Apr 2025')
      expect(tooltip()).toHaveTextContent('100,4')
      expect(plot).toHaveAttribute('data-active-index', '3')
      // Pointer moves do not chatter in the live region.
      expect(screen.getByRole('status')).toBeEmptyDOMElement()
      fireEvent.pointerLeave(plot, { pointerType: 'mouse' })
      expect(tooltip()).toBeNull()
    })

    it('hides the value when focus leaves the plot', async () => {
      const user = userEvent.setup()
      renderIndexChart()
      await user.tab()
      await user.keyboard('{ArrowRight}')
      expect(tooltip()).not.toBeNull()
      await user.tab()
      expect(tooltip()).toBeNull()
    })
  })

  describe('states', () => {
    it('says there is no data instead of drawing an empty plot, with no table to show', () => {
      render(
        <LineChart
          title="Debit order disputes index"
          labels={[]}
          series={[{ name: 'Disputes index', values: [] }]}
        />,
      )
      expect(screen.getByText('No data to show for this period.')).toBeVisible()
      expect(screen.queryByRole('img')).not.toBeInTheDocument()
      expect(screen.queryByRole('application')).not.toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Show data table' })).not.toBeInTheDocument()
    })

    it('does not draw a single point as a line, but keeps its value in the table', async () => {
      const user = userEvent.setup()
      render(
        <LineChart
          title="Economic transactions index, January 2026"
          labels={['Jan 2026']}
          series={[{ name: 'Transactions index', values: [114.2] }]}
        />,
      )
      expect(
        screen.getByText(
          'Too few values to draw a line for this period. The data table shows them.',
        ),
      ).toBeVisible()
      expect(screen.queryByRole('application')).not.toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Show data table' }))
      expect(screen.getByRole('cell')).toHaveTextContent('114,2')
    })

    it('shows a spinner while loading and marks the figure busy', () => {
      render(<LineChart title="Net salary index" labels={[]} series={[]} loading />)
      expect(screen.getByRole('status')).toHaveTextContent('Loading chart data')
      expect(screen.getByRole('figure')).toHaveAttribute('aria-busy', 'true')
      expect(screen.getByRole('figure')).toHaveAttribute('data-state', 'loading')
      expect(screen.queryByText('No data to show for this period.')).not.toBeInTheDocument()
      expect(screen.queryByRole('button')).not.toBeInTheDocument()
    })
  })
})
