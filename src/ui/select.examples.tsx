import { ArrowLeftRight, Banknote, CreditCard, Zap } from 'lucide-react'
import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from './field'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from './select'

const streams = [
  { value: 'eft', label: 'EFT credits and debits', Icon: ArrowLeftRight },
  { value: 'card', label: 'Card payments', Icon: CreditCard },
  { value: 'real-time', label: 'Real-time clearing', Icon: Zap },
  { value: 'cash', label: 'Cash services', Icon: Banknote },
]

/** The worked example of README's "Extending a widget": items with an icon, from the parts. */
export function PaymentStreamSelect() {
  const [stream, setStream] = useState('')
  const [field, setField] = useState<HTMLDivElement | null>(null)
  return (
    <Field ref={setField} required>
      <FieldLabel>Payment stream</FieldLabel>
      <FieldDescription>The stream whose cut-off times you need.</FieldDescription>
      <Select value={stream} onValueChange={setStream}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose a stream" />
          </SelectTrigger>
        </FieldControl>
        <SelectContent container={field}>
          {streams.map(({ value, label, Icon }) => (
            <SelectItem key={value} value={value} textValue={label}>
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <FieldError>{stream === 'cash' ? 'Cash services have no cut-off times.' : null}</FieldError>
    </Field>
  )
}

function GroupedSelect() {
  const [field, setField] = useState<HTMLDivElement | null>(null)
  return (
    <Field ref={setField}>
      <FieldLabel>Report</FieldLabel>
      <Select defaultValue="monthly-volumes">
        <FieldControl>
          <SelectTrigger>
            <SelectValue />
          </SelectTrigger>
        </FieldControl>
        <SelectContent container={field}>
          <SelectGroup>
            <SelectLabel>Transaction data</SelectLabel>
            <SelectItem value="monthly-volumes">Monthly volumes</SelectItem>
            <SelectItem value="monthly-values">Monthly values</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Economic indices</SelectLabel>
            <SelectItem value="spending-index">Spending index</SelectItem>
            <SelectItem value="salary-index">Net salary index</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>
    </Field>
  )
}

export default {
  widget: 'Select parts',
  examples: [
    {
      name: 'Items with an icon',
      description:
        'Built from Select, SelectTrigger, SelectValue, SelectContent and SelectItem inside a Field: the label, description and error are wired to the trigger. Choose Cash services to see the error.',
      render: () => <PaymentStreamSelect />,
    },
    {
      name: 'Groups with headings',
      description: 'SelectGroup, SelectLabel and SelectSeparator divide a long list.',
      render: () => <GroupedSelect />,
    },
  ],
} satisfies WidgetExamples
