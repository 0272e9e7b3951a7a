import { addDays, addMonths, startOfDay } from 'date-fns'
import { Clock, Flag } from 'lucide-react'
import { useState } from 'react'
import { formatDate } from '../lib/formats'
import { DatePicker, type DayMarker, type MarkedDay } from './date-picker'
import { controlledExample } from './controlled-example'
import type { WidgetExamples } from './examples'

const cutOff: DayMarker = { id: 'cut-off', meaning: 'Early payment cut-off', icon: Clock }
const holiday: DayMarker = { id: 'holiday', meaning: 'Public holiday', icon: Flag }

function markedDays(): MarkedDay[] {
  const today = startOfDay(new Date())
  return [
    { date: addDays(today, -6), marker: holiday },
    { date: addDays(today, 3), marker: cutOff },
    { date: addDays(today, 8), marker: holiday },
    { date: addDays(today, 12), marker: cutOff },
  ]
}

function EmitsTheDate() {
  const [date, setDate] = useState<Date>()
  return (
    <div className="flex flex-col gap-2">
      <DatePicker label="Settlement date" value={date} onValueChange={setDate} />
      <p role="status" className="text-muted text-sm">
        {date ? `Settlement date set to ${formatDate(date)}.` : 'No settlement date set yet.'}
      </p>
    </div>
  )
}

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6

export default {
  widget: 'Date picker',
  examples: [
    {
      name: 'Default',
      description:
        'Open it, move with the arrow keys (Page Up and Page Down change the month) and pick with Enter. The header leads to the years, then the months.',
      render: () => <DatePicker label="Event date" />,
    },
    {
      name: 'With a chosen date',
      render: () => <DatePicker label="Payment date" defaultValue={new Date(2026, 2, 5)} />,
    },
    {
      name: 'Emits the picked date',
      render: () => <EmitsTheDate />,
    },
    {
      name: 'Marked days',
      description:
        'Each marked day carries an icon and its meaning in its name; the legend under the calendar explains the icons.',
      render: () => <DatePicker label="Transfer date" markedDays={markedDays()} />,
    },
    {
      name: 'Business days in the next two months',
      description: 'Weekends and days outside the range are skipped by the arrow keys.',
      render: () => (
        <DatePicker
          label="First debit order date"
          min={addDays(new Date(), 1)}
          max={addMonths(new Date(), 2)}
          disabledDays={isWeekend}
        />
      ),
    },
    {
      name: 'Invalid with its message',
      description: 'The error (the spec’s dateInvalid flag) clears once a day is picked.',
      render: () => (
        <DatePicker label="Effective date" error="Choose the date the mandate takes effect." />
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <DatePicker label="Cut-off date" defaultValue={new Date(2026, 5, 30)} disabled />
      ),
    },
    controlledExample<Date>({
      widget: 'date picker',
      initial: new Date(2026, 11, 1),
      format: formatDate,
      render: (value, setValue) => (
        <DatePicker label="Run date" value={value} onValueChange={setValue} />
      ),
    }),
  ],
} satisfies WidgetExamples
