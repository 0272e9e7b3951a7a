import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { controlledExample } from './controlled-example'

function ValidatedDemo() {
  const [value, setValue] = useState('')
  return (
    <RadioGroup
      name="enquiry-type"
      label="What is your enquiry about?"
      value={value}
      onValueChange={setValue}
      error={value ? undefined : 'Choose what your enquiry is about.'}
    >
      <RadioGroupItem value="membership" label="Becoming a member" />
      <RadioGroupItem value="services" label="Our payment services" />
      <RadioGroupItem value="media" label="Media and press" />
    </RadioGroup>
  )
}

export default {
  widget: 'Radio group',
  examples: [
    {
      name: 'Default',
      description: 'Tab into the group, then move the choice with the arrow keys.',
      render: () => (
        <RadioGroup name="province" label="Province">
          <RadioGroupItem value="gauteng" label="Gauteng" />
          <RadioGroupItem value="western-cape" label="Western Cape" />
          <RadioGroupItem value="kwazulu-natal" label="KwaZulu-Natal" />
        </RadioGroup>
      ),
    },
    {
      name: 'Selected, with a hint',
      render: () => (
        <RadioGroup
          name="settlement-window"
          label="Settlement window"
          description="Cut-off is 14:00 on business days."
          defaultValue="same-day"
        >
          <RadioGroupItem value="same-day" label="Same day" />
          <RadioGroupItem value="next-day" label="Next business day" />
        </RadioGroup>
      ),
    },
    {
      name: 'Disabled option',
      description: 'The arrow keys skip the disabled option.',
      render: () => (
        <RadioGroup name="statement-frequency" label="Statement frequency" defaultValue="monthly">
          <RadioGroupItem value="daily" label="Daily" />
          <RadioGroupItem value="weekly" label="Weekly (not offered on this account)" disabled />
          <RadioGroupItem value="monthly" label="Monthly" />
        </RadioGroup>
      ),
    },
    {
      name: 'Disabled group',
      render: () => (
        <RadioGroup name="language" label="Correspondence language" defaultValue="en" disabled>
          <RadioGroupItem value="en" label="English" />
          <RadioGroupItem value="af" label="Afrikaans" />
          <RadioGroupItem value="zu" label="isiZulu" />
        </RadioGroup>
      ),
    },
    {
      name: 'Invalid with its message',
      description: 'The message is linked to the group and clears once an option is chosen.',
      render: () => <ValidatedDemo />,
    },
    {
      name: 'Horizontal',
      description: 'Left and right arrows move the choice too.',
      render: () => (
        <RadioGroup
          name="contact-method"
          label="Preferred contact method"
          orientation="horizontal"
          defaultValue="email"
          className="flex-row flex-wrap gap-x-6"
        >
          <RadioGroupItem value="email" label="Email" />
          <RadioGroupItem value="phone" label="Phone" />
          <RadioGroupItem value="sms" label="SMS" />
        </RadioGroup>
      ),
    },
    controlledExample<string>({
      widget: 'radio group',
      initial: 'western-cape',
      render: (value, setValue) => (
        <RadioGroup
          name="controlled-province"
          label="Province"
          value={value}
          onValueChange={setValue}
        >
          <RadioGroupItem value="gauteng" label="Gauteng" />
          <RadioGroupItem value="western-cape" label="Western Cape" />
          <RadioGroupItem value="kwazulu-natal" label="KwaZulu-Natal" />
        </RadioGroup>
      ),
    }),
  ],
} satisfies WidgetExamples
