import { useState } from 'react'
import { Checkbox } from './checkbox'
import type { WidgetExamples } from './examples'
import {
  Field,
  FieldControl,
  FieldDescription,
  FieldError,
  FieldLabel,
  FieldLegend,
  FieldSet,
} from './field'
import { Input } from './input'

/** A team's own hint component: the description still reaches the control through context. */
function StatementHint({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex items-center gap-2">
      <FieldDescription>{children}</FieldDescription>
    </div>
  )
}

/** A team's own error component, as a form library's adapter might write it. */
function FormProblem({ message }: { message?: string }) {
  return (
    <div data-slot="consumer-error" className="min-h-0">
      <FieldError>{message}</FieldError>
    </div>
  )
}

function WrappedPartsExample() {
  const [value, setValue] = useState('12345678901234')
  const message = /^\d{1,11}$/.test(value) ? undefined : 'Enter up to 11 digits.'
  return (
    <Field>
      <FieldLabel>Account number</FieldLabel>
      <StatementHint>Up to 11 digits, as on your bank statement.</StatementHint>
      <Input inputMode="numeric" value={value} onValueChange={setValue} />
      <FormProblem message={message} />
    </Field>
  )
}

const examples: WidgetExamples = {
  widget: 'Field parts',
  examples: [
    {
      name: 'Label and hint',
      description:
        'FieldLabel names the control and FieldDescription describes it: Tab to the field and a screen reader reads both.',
      render: () => (
        <Field>
          <FieldLabel>Branch code</FieldLabel>
          <FieldDescription>The 6-digit universal branch code of your bank.</FieldDescription>
          <Input inputMode="numeric" />
        </Field>
      ),
    },
    {
      name: 'Required and invalid',
      description:
        'A FieldError with words marks the control invalid (aria-invalid, aria-errormessage); a required field shows * and says so on the control.',
      render: () => (
        <Field required>
          <FieldLabel>Cellphone number</FieldLabel>
          <FieldDescription>10 digits, for example 082 123 4567.</FieldDescription>
          <Input type="tel" defaultValue="082 123" />
          <FieldError>Enter a 10-digit cellphone number.</FieldError>
        </Field>
      ),
    },
    {
      name: 'Parts inside your own components',
      description:
        'The hint and the error sit inside components of their own; they register with the field through context, so the control is still described and invalid. Type 11 digits or fewer to clear the error.',
      render: () => <WrappedPartsExample />,
    },
    {
      name: 'A group with FieldSet',
      description:
        'FieldSet is a fieldset named by its FieldLegend and described by its hint and error, next to any aria-describedby of its own.',
      render: () => (
        <FieldSet>
          <FieldLegend>Services your institution uses</FieldLegend>
          <FieldDescription>Choose every service that applies.</FieldDescription>
          <Checkbox title="EFT clearing" />
          <Checkbox title="Card switching" />
          <FieldError>Choose at least one service.</FieldError>
        </FieldSet>
      ),
    },
    {
      name: 'FieldControl around a native select',
      description:
        'FieldControl gives a control that does not read the field itself its id, description, and invalid and required states.',
      render: () => (
        <Field required>
          <FieldLabel>Account type</FieldLabel>
          <FieldDescription>As your bank names it on your statement.</FieldDescription>
          <FieldControl>
            <select
              defaultValue=""
              className="border-border bg-bg text-fg min-h-11 w-full rounded-md border px-3"
            >
              <option value="" disabled>
                Choose an account type
              </option>
              <option value="cheque">Cheque (current) account</option>
              <option value="savings">Savings account</option>
              <option value="transmission">Transmission account</option>
            </select>
          </FieldControl>
        </Field>
      ),
    },
  ],
}

export default examples
