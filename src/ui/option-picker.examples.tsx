import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { OptionPicker, type PickerOption } from './option-picker'
import { controlledExample } from './controlled-example'

const ranges: PickerOption[] = [
  { value: '1y', label: '1 year' },
  { value: '5y', label: '5 years' },
  { value: 'all', label: 'All' },
]

const years: PickerOption[] = [
  { value: '2023', label: '2023' },
  { value: '2024', label: '2024' },
  { value: '2025', label: '2025' },
]

function ChartRangeDemo() {
  const [range, setRange] = useState('5y')
  const chosen = ranges.find((option) => option.value === range)
  return (
    <div className="flex flex-col gap-3">
      <OptionPicker label="Chart range" options={ranges} value={range} onValueChange={setRange} />
      <p className="text-muted text-sm" aria-live="polite">
        Showing the index over {chosen?.value === 'all' ? 'all years' : `the last ${chosen?.label}`}
        .
      </p>
    </div>
  )
}

function YearFilterDemo() {
  const [year, setYear] = useState('')
  return (
    <div className="flex flex-col gap-3">
      <OptionPicker
        label="Filter articles by year"
        options={years}
        value={year}
        onValueChange={setYear}
        allowEmpty
      />
      <p className="text-muted text-sm" aria-live="polite">
        {year ? `Articles from ${year}.` : 'Articles from every year.'}
      </p>
    </div>
  )
}

export default {
  widget: 'Option picker',
  examples: [
    {
      name: 'Default',
      description:
        'Arrow keys move focus, Space or Enter chooses. Pressing the chosen option keeps it chosen.',
      render: () => <OptionPicker label="Chart range" options={ranges} defaultValue="1y" />,
    },
    {
      name: 'Controlled, as on the indices pages',
      render: () => <ChartRangeDemo />,
    },
    {
      name: 'Choice may be cleared (allowEmpty)',
      description: 'Press the chosen year again to show every year.',
      render: () => <YearFilterDemo />,
    },
    {
      name: 'Small',
      render: () => (
        <OptionPicker label="Chart range" options={ranges} defaultValue="all" size="sm" />
      ),
    },
    {
      name: 'Disabled option',
      render: () => (
        <OptionPicker
          label="Chart range"
          options={ranges.map((range) => ({ ...range, disabled: range.value === 'all' }))}
          defaultValue="5y"
        />
      ),
    },
    {
      name: 'Disabled',
      description: 'While the chart loads.',
      render: () => (
        <OptionPicker label="Chart range" options={ranges} defaultValue="1y" disabled />
      ),
    },
    controlledExample<string>({
      widget: 'option picker',
      initial: '5y',
      render: (value, setValue) => (
        <OptionPicker label="Chart range" options={ranges} value={value} onValueChange={setValue} />
      ),
    }),
  ],
} satisfies WidgetExamples
