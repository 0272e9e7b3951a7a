import { mockMatchMedia } from '../test-utils/match-media'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { format } from 'date-fns'
import { Check, Circle, X } from 'lucide-react'
import { formatDate } from '../lib/formats'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { DatePicker, type DatePickerProps, type DayMarker, type MarkedDay } from './date-picker'

// Tuesday 10 March 2026.
const today = new Date(2026, 2, 10)

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

let restoreMatchMedia = () => {}

function mockMobile(mobile: boolean) {
  restoreMatchMedia = mockMatchMedia((query) => query.includes('max-width: 549.98px') && mobile)
}

afterEach(() => {
  restoreMatchMedia()
  vi.useRealTimers()
})

function setup(props: Partial<DatePickerProps> = {}) {
  const user = userEvent.setup()
  const onChange = vi.fn()
  const view = render(
    <DatePicker label="Event date" today={today} onValueChange={onChange} {...props} />,
  )
  const root = view.container.querySelector('[data-slot="date-picker"]') as HTMLElement
  return { user, onChange, root, ...view }
}

const trigger = () => screen.getByRole('button', { name: /^Event date, / })
const day = (name: RegExp | string) => screen.getByRole('button', { name })

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  await user.tab()
  expect(trigger()).toHaveFocus()
  await user.keyboard('{Enter}')
}

describe('DatePicker', () => {
  it('shows the placeholder and is closed at first', () => {
    const { root } = setup()
    expect(trigger()).toHaveAccessibleName('Event date, Choose a date')
    expect(trigger()).toHaveTextContent('Choose a date')
    expect(root).toHaveAttribute('data-state', 'closed')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })

  it('opens on the month grid with English months, weekday initials and focus on today', async () => {
    const { user, root } = setup()
    await openWithKeyboard(user)
    expect(root).toHaveAttribute('data-state', 'open')
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^March 2026, choose a year$/ })).toBeInTheDocument()
    // react-day-picker hides the header row from screen readers: each day's name says its weekday.
    const headers = screen.getAllByRole('columnheader', { hidden: true })
    expect(headers.map((header) => header.textContent)).toEqual(['S', 'M', 'T', 'W', 'T', 'F', 'S'])
    expect(headers.map((header) => header.getAttribute('aria-label'))).toEqual([
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ])
    expect(day(/^Today, Tuesday 10 March 2026/)).toHaveFocus()
  })

  it('opens with focus on the chosen day', async () => {
    const { user } = setup({ defaultValue: new Date(2025, 11, 24) })
    expect(trigger()).toHaveAccessibleName('Event date, 24 December 2025')
    await user.click(trigger())
    expect(day('Wednesday 24 December 2025, selected')).toHaveFocus()
  })

  it('moves by day, week and month with the keyboard and picks with Enter', async () => {
    const { user, onChange, root } = setup()
    await openWithKeyboard(user)
    await user.keyboard('{ArrowRight}')
    expect(day('Wednesday 11 March 2026')).toHaveFocus()
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(day('Monday 9 March 2026')).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(day('Monday 16 March 2026')).toHaveFocus()
    await user.keyboard('{ArrowUp}{ArrowUp}')
    expect(day('Monday 2 March 2026')).toHaveFocus()
    // At the edge of the month, the arrows carry on into the next or previous month.
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(screen.getByRole('grid', { name: 'February 2026' })).toBeInTheDocument()
    expect(day('Saturday 28 February 2026')).toHaveFocus()
    await user.keyboard('{PageDown}{PageDown}')
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument()
    expect(day('Tuesday 28 April 2026')).toHaveFocus()
    await user.keyboard('{PageUp}')
    expect(day('Saturday 28 March 2026')).toHaveFocus()

    await user.keyboard('{Enter}')
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 28))
    expect(root).toHaveAttribute('data-state', 'closed')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
    expect(trigger()).toHaveAccessibleName('Event date, 28 March 2026')
  })

  it('leaves the grid with Shift+Tab from whichever day has the focus, back to the header', async () => {
    const { user } = setup()
    await openWithKeyboard(user)
    await user.keyboard('{PageDown}{ArrowRight}')
    expect(day('Saturday 11 April 2026')).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'April 2026, choose a year' })).toHaveFocus()
    await user.tab()
    expect(day('Saturday 11 April 2026')).toHaveFocus()
  })

  it('picks a day with a click and closes', async () => {
    const { user, onChange } = setup()
    await user.click(trigger())
    await user.click(day('Friday 20 March 2026'))
    expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 20))
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(trigger()).toHaveTextContent('20 March 2026')
  })

  it('goes from the header to the years, then the months, then back to the days', async () => {
    const { user, root } = setup()
    await openWithKeyboard(user)
    await user.click(screen.getByRole('button', { name: /choose a year$/ }))
    expect(root).toHaveAttribute('data-view', 'years')
    const years = within(screen.getByRole('group', { name: 'Years' })).getAllByRole('button')
    expect(years).toHaveLength(201)
    expect(years[0]).toHaveTextContent('1926')
    expect(years.at(-1)).toHaveTextContent('2126')
    expect(screen.getByRole('button', { name: '2026' })).toHaveFocus()

    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: '2027' })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: '2031' })).toHaveFocus()
    await user.keyboard('{ArrowUp}{Enter}')
    expect(root).toHaveAttribute('data-view', 'months')
    const months = within(screen.getByRole('group', { name: 'Months of 2027' })).getAllByRole(
      'button',
    )
    expect(months.map((month) => month.textContent)).toEqual([
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ])
    expect(screen.getByRole('button', { name: 'March' })).toHaveFocus()
    await user.keyboard('{ArrowDown}{ArrowRight}{Enter}')
    expect(root).toHaveAttribute('data-view', 'days')
    expect(screen.getByRole('grid', { name: 'July 2027' })).toBeInTheDocument()
    expect(day('Thursday 1 July 2027')).toHaveFocus()
  })

  it('closes on Escape without picking and gives focus back to the trigger', async () => {
    const { user, onChange } = setup()
    await openWithKeyboard(user)
    await user.keyboard('{ArrowRight}{Escape}')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
    expect(onChange).not.toHaveBeenCalled()
    expect(trigger()).toHaveFocus()
    expect(trigger()).toHaveAccessibleName('Event date, Choose a date')
  })

  describe('marked days', () => {
    const going: DayMarker = { id: 'going', meaning: 'You are going', icon: Check }
    const notGoing: DayMarker = { id: 'not-going', meaning: 'You are not going', icon: X }
    const past: DayMarker = { id: 'past', meaning: 'Past event', icon: Circle }
    const markedDays: MarkedDay[] = [
      { date: new Date(2026, 2, 3), marker: past },
      { date: new Date(2026, 2, 10), marker: past },
      { date: new Date(2026, 2, 18, 15, 30), marker: notGoing },
      { date: new Date(2026, 2, 19), marker: going },
    ]

    it('marks each day with its icon and its meaning as text, and explains them in a legend', async () => {
      const { user } = setup({ markedDays })
      await user.click(trigger())
      const cases = [
        ['Tuesday 3 March 2026, Past event', 'past'],
        ['Today, Tuesday 10 March 2026, Past event', 'past'],
        ['Wednesday 18 March 2026, You are not going', 'not-going'],
        ['Thursday 19 March 2026, You are going', 'going'],
      ] as const
      for (const [name, marker] of cases) {
        const button = day(name)
        expect(button).toHaveAttribute('data-marker', marker)
        expect(button.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
      }
      expect(day('Friday 20 March 2026')).not.toHaveAttribute('data-marker')
      const legend = screen.getByRole('list', { name: 'What the day markers mean' })
      const items = within(legend).getAllByRole('listitem')
      expect(items.map((item) => item.textContent)).toEqual([
        'Past event',
        'You are not going',
        'You are going',
      ])
      expect(items[0]).toHaveAttribute('data-marker', 'past')
      expect(items[0]?.querySelector('svg')).not.toBeNull()
    })

    it('lists the legend given, in its order, and a day marked twice shows its first marker', async () => {
      const { user } = setup({
        markedDays: [...markedDays, { date: new Date(2026, 2, 19), marker: notGoing }],
        legend: [going, notGoing, past],
      })
      await user.click(trigger())
      expect(day('Thursday 19 March 2026, You are going')).toHaveAttribute('data-marker', 'going')
      const legend = screen.getByRole('list', { name: 'What the day markers mean' })
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['You are going', 'You are not going', 'Past event'])
    })

    it('shows no legend without marked days', async () => {
      const { user } = setup({ legend: [going] })
      await user.click(trigger())
      expect(screen.queryByRole('list', { name: 'What the day markers mean' })).toBeNull()
    })
  })

  describe('min, max and disabled days', () => {
    it('skips disabled days with the arrow keys and cannot pick them', async () => {
      const { user, onChange } = setup({
        disabledDays: [new Date(2026, 2, 11), new Date(2026, 2, 12), { dayOfWeek: [0] }],
      })
      await openWithKeyboard(user)
      expect(day('Wednesday 11 March 2026, unavailable')).toBeDisabled()
      await user.keyboard('{ArrowRight}')
      expect(day('Friday 13 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowLeft}')
      expect(day('Today, Tuesday 10 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowRight}{ArrowRight}')
      expect(day('Saturday 14 March 2026')).toHaveFocus()
      // Every Sunday is disabled: Sunday 15 is skipped.
      await user.keyboard('{ArrowRight}')
      expect(day('Monday 16 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowLeft}')
      expect(day('Saturday 14 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowUp}')
      expect(day('Saturday 7 March 2026')).toHaveFocus()
      await user.click(day('Wednesday 11 March 2026, unavailable'))
      expect(onChange).not.toHaveBeenCalled()
    })

    it('keeps the focus inside min and max', async () => {
      const { user, onChange } = setup({
        min: new Date(2026, 2, 5),
        max: new Date(2026, 2, 20),
      })
      await openWithKeyboard(user)
      await user.keyboard('{ArrowUp}')
      expect(day('Today, Tuesday 10 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}')
      expect(day('Thursday 5 March 2026')).toHaveFocus()
      await user.keyboard('{PageUp}')
      expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()
      expect(day('Thursday 5 March 2026')).toHaveFocus()
      expect(day('Wednesday 4 March 2026, unavailable')).toBeDisabled()
      // A month later is past max: the focus stays where it is.
      await user.keyboard('{PageDown}')
      expect(day('Thursday 5 March 2026')).toHaveFocus()
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}')
      expect(day('Friday 20 March 2026')).toHaveFocus()
      expect(day('Saturday 21 March 2026, unavailable')).toBeDisabled()
      await user.keyboard('{ArrowRight}{ArrowDown}')
      expect(day('Friday 20 March 2026')).toHaveFocus()
      expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await user.keyboard('{Enter}')
      expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 20))
    })

    it('offers only the years and months inside min and max', async () => {
      const { user } = setup({ min: new Date(2024, 5, 1), max: new Date(2027, 1, 28) })
      await user.click(trigger())
      await user.click(screen.getByRole('button', { name: /choose a year$/ }))
      expect(screen.getByRole('button', { name: '2023' })).toBeDisabled()
      expect(screen.getByRole('button', { name: '2024' })).toBeEnabled()
      expect(screen.getByRole('button', { name: '2028' })).toBeDisabled()
      await user.keyboard('{ArrowRight}{Enter}')
      expect(screen.getByRole('button', { name: 'February' })).toBeEnabled()
      expect(screen.getByRole('button', { name: 'March' })).toBeDisabled()
    })
  })

  it('shows its error (the spec’s dateInvalid flag) until a day is picked', async () => {
    const { user, root } = setup({ error: 'Choose a date on or after today.' })
    expect(root).toHaveAttribute('data-date-invalid', 'true')
    expect(trigger()).toHaveAccessibleDescription('Choose a date on or after today.')
    await user.click(trigger())
    await user.click(day('Friday 13 March 2026'))
    expect(root).not.toHaveAttribute('data-date-invalid')
    expect(screen.queryByText('Choose a date on or after today.')).not.toBeInTheDocument()
    expect(trigger()).not.toHaveAttribute('aria-describedby')
  })

  it('does not open when disabled', async () => {
    const { user } = setup({ disabled: true })
    expect(trigger()).toBeDisabled()
    await user.click(trigger())
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  })

  it('shows a controlled value in the d MMMM y format', () => {
    setup({ value: new Date(2026, 2, 5) })
    expect(trigger()).toHaveAccessibleName('Event date, 5 March 2026')
  })

  describe('below 550 px', () => {
    it('opens as a centred dialog with a backdrop that closes it after 300 ms', async () => {
      mockMobile(true)
      const { user, root } = setup()
      expect(root).toHaveAttribute('data-layout', 'dialog')
      await user.click(trigger())
      const dialog = screen.getByRole('dialog', { name: 'Event date' })
      expect(within(dialog).getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()
      expect(day(/^Today, Tuesday 10 March 2026/)).toHaveFocus()

      vi.useFakeTimers()
      const backdrop = document.querySelector('[data-slot="date-picker-backdrop"]') as HTMLElement
      fireEvent.pointerDown(backdrop)
      fireEvent.click(backdrop)
      expect(backdrop).toHaveAttribute('data-closing', 'true')
      act(() => vi.advanceTimersByTime(299))
      expect(screen.getByRole('dialog')).toBeInTheDocument()
      act(() => vi.advanceTimersByTime(1))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      act(() => vi.runOnlyPendingTimers())
      expect(trigger()).toHaveFocus()
    })

    it('picks with the keyboard and closes on Escape like the popover', async () => {
      mockMobile(true)
      const { user, onChange } = setup()
      await openWithKeyboard(user)
      await user.keyboard('{ArrowDown}{Enter}')
      expect(onChange).toHaveBeenCalledWith(new Date(2026, 2, 17))
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(trigger()).toHaveAccessibleName('Event date, 17 March 2026')
      await user.keyboard('{Enter}')
      expect(screen.getByRole('dialog')).toBeInTheDocument()
      await user.keyboard('{Escape}')
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
      expect(trigger()).toHaveFocus()
    })
  })
})

describe('DatePicker: side state a parent can reset', () => {
  it('opened by its parent, it shows the month of the value it holds now', () => {
    const props = { label: 'Event date', today }
    const { rerender } = render(<DatePicker {...props} value={new Date(2026, 2, 5)} open={false} />)
    rerender(<DatePicker {...props} value={new Date(2025, 6, 15)} open={false} />)
    rerender(<DatePicker {...props} value={new Date(2025, 6, 15)} open />)
    expect(screen.getByRole('grid', { name: 'July 2025' })).toBeInTheDocument()
    rerender(<DatePicker {...props} value={null} open={false} />)
    rerender(<DatePicker {...props} value={null} open />)
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()
  })

  it('given a value while open, it turns to that value’s month', () => {
    const props = { label: 'Event date', today, open: true }
    const { rerender } = render(<DatePicker {...props} value={new Date(2026, 2, 5)} />)
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument()
    rerender(<DatePicker {...props} value={new Date(2026, 9, 1)} />)
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument()
  })
})

// Two months apart, so the month the picker opens on tells which value it followed.
const contractDays = [new Date(2026, 2, 5), new Date(2026, 4, 20)] as const

describeControlledContract<Date | null>('DatePicker', {
  render: (props) => <DatePicker label="Event date" today={today} {...props} />,
  values: contractDays,
  empty: null,
  choose: async (user, value) => {
    await user.click(trigger())
    const month = format(value as Date, 'MMMM yyyy')
    // The picker opens on the month of its value; the other day is in a later month.
    while (!screen.queryByRole('grid', { name: month })) {
      await user.click(screen.getByRole('button', { name: /next month/i }))
    }
    await user.click(day(new RegExp(format(value as Date, 'EEEE d MMMM yyyy'))))
  },
  shown: () => {
    const text = trigger().textContent
    if (text === 'Choose a date') return null
    return contractDays.find((date) => formatDate(date) === text) ?? new Date(NaN)
  },
  // Opened after any set, clear or reset, it shows the month of the value it holds (today's when
  // none), not the month of an earlier one.
  traces: async (value, user) => {
    await user.click(trigger())
    expect(
      screen.getByRole('grid', { name: format(value ?? today, 'MMMM yyyy') }),
    ).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('grid')).not.toBeInTheDocument()
  },
})
