import { useState } from 'react'
import type { WidgetExamples } from './examples'
import { FormField } from './form-field'
import { Input } from './input'
import { controlledExample } from './controlled-example'

function PriceDemo() {
  const [amount, setAmount] = useState('1234.56')
  return (
    <FormField
      label="Transfer amount"
      description="Type or paste an amount, such as 1 234,56 or 1,234.56; it shows in rand when you leave the field."
    >
      <Input type="price" name="amount" value={amount} onValueChange={setAmount} />
    </FormField>
  )
}

export default {
  widget: 'Input',
  examples: [
    {
      name: 'Default',
      description: 'A text field; focus it to see the focused state.',
      render: () => (
        <FormField label="Company name">
          <Input autoComplete="organization" placeholder="Mzansi Clearing (Pty) Ltd" />
        </FormField>
      ),
    },
    {
      name: 'E-mail',
      render: () => (
        <FormField label="E-mail address" required>
          <Input type="email" autoComplete="email" defaultValue="thandi.nkosi@example.co.za" />
        </FormField>
      ),
    },
    {
      name: 'Password',
      description: 'The eye button shows or hides the password; it is a toggle button.',
      render: () => (
        <FormField label="Password">
          <Input type="password" autoComplete="current-password" defaultValue="Protea-2026" />
        </FormField>
      ),
    },
    {
      name: 'Search',
      render: () => (
        <Input type="search" aria-label="Search the site" placeholder="Search for PayShap" />
      ),
    },
    {
      name: 'Number',
      description:
        'Digits, spaces, commas and points; the text is read as a whole when you leave the field or press Enter: one comma is the decimal mark, and with a point or several commas the commas separate thousands.',
      render: () => (
        <FormField label="Number of transactions" description="Type a whole number or a decimal.">
          <Input type="number" defaultValue="2500" />
        </FormField>
      ),
    },
    {
      name: 'Price',
      description:
        'Shows "R 1 234,56" when blurred and "1234,56" while focused: the same decimal comma both ways. It reports and posts the number, 1234.56.',
      render: () => <PriceDemo />,
    },
    {
      name: 'Price without rounding',
      description: 'Decimals are cut to 2 places, never rounded.',
      render: () => (
        <FormField label="Debit order limit">
          <Input type="price" round={false} defaultValue="1500.5" />
        </FormField>
      ),
    },
    {
      name: 'Website and telephone',
      render: () => (
        <div className="flex flex-col gap-4">
          <FormField label="Company website">
            <Input type="url" autoComplete="url" placeholder="https://www.example.co.za" />
          </FormField>
          <FormField label="Office telephone">
            <Input type="tel" autoComplete="tel" placeholder="011 123 4567" />
          </FormField>
        </div>
      ),
    },
    {
      name: 'Invalid with its message',
      render: () => (
        <FormField label="E-mail address" error="Enter an e-mail address like name@example.co.za">
          <Input type="email" defaultValue="thandi.nkosi@" />
        </FormField>
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <FormField
          label="Member number"
          description="Assigned by Mzansi Clearing; it cannot be changed."
        >
          <Input disabled defaultValue="MC-004512" />
        </FormField>
      ),
    },
    controlledExample<string>({
      widget: 'input',
      initial: 'Mzansi Clearing (Pty) Ltd',
      render: (value, setValue) => (
        <FormField label="Company name">
          <Input autoComplete="organization" value={value} onValueChange={setValue} />
        </FormField>
      ),
    }),
    controlledExample<string>({
      widget: 'price input',
      initial: '1250.5',
      render: (value, setValue) => (
        <FormField label="Transfer amount">
          <Input type="price" name="controlled-amount" value={value} onValueChange={setValue} />
        </FormField>
      ),
    }),
  ],
} satisfies WidgetExamples
