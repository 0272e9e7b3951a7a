import { Command, CommandEmpty, CommandInput, CommandItem, CommandList } from 'cmdk'
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

const SERVICES = [
  'Account verification',
  'Authenticated collections (DebiCheck)',
  'Card switching',
  'Cash management',
  'EFT clearing',
  'Real-time clearing',
]

function CommandFieldExample() {
  const [chosen, setChosen] = useState('')
  return (
    <div className="flex flex-col gap-2">
      <Command className="border-border rounded-md border p-2" loop>
        <Field>
          <FieldLabel>Find a service</FieldLabel>
          <FieldDescription>
            Type part of a name, then pick with the arrow keys and Enter.
          </FieldDescription>
          {/* cmdk's input sets its own id and aria-labelledby; FieldControl keeps the label. */}
          <FieldControl>
            <CommandInput className="border-border bg-bg text-fg min-h-11 w-full rounded-md border px-3" />
          </FieldControl>
        </Field>
        <CommandList aria-label="Services" className="mt-2 max-h-48 overflow-y-auto">
          <CommandEmpty className="text-muted px-2 py-1 text-sm">
            No service has that name.
          </CommandEmpty>
          {SERVICES.map((service) => (
            <CommandItem
              key={service}
              value={service}
              onSelect={setChosen}
              className="data-[selected=true]:bg-surface min-h-11 cursor-pointer rounded-md px-2 py-2"
            >
              {service}
            </CommandItem>
          ))}
        </CommandList>
      </Command>
      <p role="status" className="text-sm">
        {chosen ? `Chosen: ${chosen}` : 'Nothing chosen yet.'}
      </p>
    </div>
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
          <FieldLabel>Province</FieldLabel>
          <FieldDescription>Where the branch is.</FieldDescription>
          <FieldControl>
            <select
              defaultValue=""
              className="border-border bg-bg text-fg min-h-11 w-full rounded-md border px-3"
            >
              <option value="" disabled>
                Choose a province
              </option>
              <option value="gauteng">Gauteng</option>
              <option value="kwazulu-natal">KwaZulu-Natal</option>
              <option value="western-cape">Western Cape</option>
            </select>
          </FieldControl>
        </Field>
      ),
    },
    {
      name: 'FieldControl around a control that names itself',
      description:
        'cmdk’s input sets its own id and aria-labelledby; FieldControl points the label at it and makes the label its name.',
      render: () => <CommandFieldExample />,
    },
  ],
}

export default examples
