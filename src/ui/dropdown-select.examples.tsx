import { DropdownSelect, type DropdownOption } from './dropdown-select'
import type { WidgetExamples } from './examples'
import { controlledExample } from './controlled-example'

const provinces: DropdownOption[] = [
  { value: 'eastern-cape', label: 'Eastern Cape' },
  { value: 'free-state', label: 'Free State' },
  { value: 'gauteng', label: 'Gauteng' },
  { value: 'kwazulu-natal', label: 'KwaZulu-Natal' },
  { value: 'limpopo', label: 'Limpopo' },
  { value: 'mpumalanga', label: 'Mpumalanga' },
  { value: 'northern-cape', label: 'Northern Cape' },
  { value: 'north-west', label: 'North West' },
  { value: 'western-cape', label: 'Western Cape' },
]

const paymentStreams: DropdownOption[] = [
  { value: 'eft', label: 'EFT credits and debits' },
  { value: 'rtc', label: 'Real-time clearing' },
  { value: 'payshap', label: 'Instant payments' },
  { value: 'card', label: 'Card payments' },
  { value: 'cheques', label: 'Cheques (discontinued)', disabled: true },
]

const indexRanges: DropdownOption[] = [
  { value: '3m', label: 'Last 3 months' },
  { value: '12m', label: 'Last 12 months' },
  { value: '5y', label: 'Last 5 years' },
]

export default {
  widget: 'Dropdown select',
  examples: [
    {
      name: 'Default',
      description:
        'Tab to it, open with Enter or Space, move with the arrow keys, choose with Enter. Below 550 px it is the phone’s own picker.',
      render: () => (
        <DropdownSelect label="Province" placeholder="Choose a province" options={provinces} />
      ),
    },
    {
      name: 'With a value',
      render: () => (
        <DropdownSelect label="Payment stream" options={paymentStreams} defaultValue="rtc" />
      ),
    },
    {
      name: 'Small',
      description: 'At least 230 px wide, for filters beside a chart.',
      render: () => (
        <DropdownSelect label="Index range" size="small" options={indexRanges} defaultValue="12m" />
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <DropdownSelect
          label="Payment stream"
          options={paymentStreams}
          defaultValue="eft"
          disabled
        />
      ),
    },
    {
      name: 'Required: error after touch',
      description:
        'Open it and close it without choosing: once the list has closed, the error shows.',
      render: () => (
        <DropdownSelect
          label="Province of your branch"
          placeholder="Choose a province"
          options={provinces}
          required
        />
      ),
    },
    {
      name: 'Invalid with its message',
      description: 'Touched, invalid and closed: the message is linked to the control.',
      render: () => (
        <DropdownSelect
          label="Payment stream"
          placeholder="Choose a payment stream"
          options={paymentStreams}
          error="Choose the payment stream your enquiry is about."
          touched
        />
      ),
    },
    {
      name: 'Invalid, error display off',
      description: 'The same state with showError off: no message.',
      render: () => (
        <DropdownSelect
          label="Payment stream"
          placeholder="Choose a payment stream"
          options={paymentStreams}
          error="Choose the payment stream your enquiry is about."
          touched
          showError={false}
        />
      ),
    },
    {
      name: 'Selects the highlighted option on close',
      description: 'With selectDefault, closing with nothing chosen keeps the highlighted option.',
      render: () => <DropdownSelect label="Index range" options={indexRanges} selectDefault />,
    },
    controlledExample<string>({
      widget: 'dropdown select',
      initial: 'gauteng',
      render: (value, setValue) => (
        <DropdownSelect
          label="Province"
          placeholder="Choose a province"
          options={provinces}
          value={value}
          onValueChange={setValue}
        />
      ),
    }),
  ],
} satisfies WidgetExamples
