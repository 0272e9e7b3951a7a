import type { WidgetExamples } from './examples'
import { FormField } from './form-field'
import { Textarea } from './textarea'
import { controlledExample } from './controlled-example'

export default {
  widget: 'Textarea',
  examples: [
    {
      name: 'Default',
      description: 'Starts 42 px high and grows as you type more lines.',
      render: () => (
        <FormField label="Your message">
          <Textarea rows={1} placeholder="How can we help your organisation?" />
        </FormField>
      ),
    },
    {
      name: 'With a character limit',
      description:
        'Typing or pasting stops at 280 characters; screen readers hear the count near the limit.',
      render: () => (
        <FormField
          label="Describe the payment query"
          description="Include the date and the reference."
        >
          <Textarea
            maxChars={280}
            defaultValue="A debit order of R 1 250,00 went off on 5 March 2026 with reference MC-004512, but our client cancelled the mandate in February."
          />
        </FormField>
      ),
    },
    {
      name: 'At the limit',
      render: () => (
        <FormField label="Short reference">
          <Textarea maxChars={30} defaultValue="EFT batch 42, Gqeberha branch." />
        </FormField>
      ),
    },
    {
      name: 'Invalid with its message',
      render: () => (
        <FormField label="Your message" required error="Enter your message so we can respond">
          <Textarea maxChars={500} />
        </FormField>
      ),
    },
    {
      name: 'Disabled',
      render: () => (
        <FormField
          label="Notes from our team"
          description="Only our support team can edit these notes."
        >
          <Textarea
            disabled
            defaultValue="Query received on 5 March 2026; a consultant will call you back."
          />
        </FormField>
      ),
    },
    controlledExample<string>({
      widget: 'textarea',
      initial: 'Please send the EFT cut-off times for public holidays.',
      render: (value, setValue) => (
        <FormField label="Your message">
          <Textarea rows={2} value={value} onValueChange={setValue} />
        </FormField>
      ),
    }),
  ],
} satisfies WidgetExamples
