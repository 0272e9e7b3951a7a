import { render, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { Checkbox, CheckboxGroup } from './checkbox'
import { DatePicker } from './date-picker'
import { DropdownSelect } from './dropdown-select'
import { FormField } from './form-field'
import { Input } from './input'
import { RadioGroup, RadioGroupItem } from './radio-group'
import { Switch } from './switch'

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})

// Rich text, as a ReactNode: a link or emphasis in a hint must survive.
const description = (
  <>
    As on your <strong>bank statement</strong>.
  </>
)
const error = <>Check this answer.</>
const options = [
  { value: 'eft', label: 'EFT' },
  { value: 'card', label: 'Card' },
]

/** Every widget that draws its own label takes a hint and an error, and wires both to its control. */
const fieldWidgets: [string, React.ReactElement, () => HTMLElement][] = [
  [
    'Checkbox',
    <Checkbox key="cb" title="I agree" description={description} error={error} />,
    () => screen.getByRole('checkbox', { name: 'I agree' }),
  ],
  [
    'CheckboxGroup',
    <CheckboxGroup key="cbg" name="s" label="Services" description={description} error={error}>
      <Checkbox title="EFT" value="eft" />
    </CheckboxGroup>,
    () => screen.getByRole('group', { name: 'Services' }),
  ],
  [
    'RadioGroup',
    <RadioGroup key="rg" label="Service" description={description} error={error}>
      <RadioGroupItem value="eft" label="EFT" />
    </RadioGroup>,
    () => screen.getByRole('radiogroup', { name: 'Service' }),
  ],
  [
    'Switch',
    <Switch key="sw" label="Email me" description={description} error={error} />,
    () => screen.getByRole('switch', { name: 'Email me' }),
  ],
  [
    'DropdownSelect',
    <DropdownSelect
      key="ds"
      label="Service"
      options={options}
      description={description}
      error={error}
      touched
    />,
    () => screen.getByRole('combobox', { name: 'Service' }),
  ],
  [
    'DatePicker',
    <DatePicker key="dp" label="Event date" description={description} error={error} />,
    () => screen.getByRole('button', { name: /^Event date, / }),
  ],
  [
    'FormField',
    <FormField key="ff" label="Account holder" description={description} error={error}>
      <Input />
    </FormField>,
    () => screen.getByRole('textbox', { name: 'Account holder' }),
  ],
]

describe('every field widget takes description and error as ReactNode', () => {
  it.each(fieldWidgets)('%s', (_name, element, control) => {
    render(element)
    expect(control()).toHaveAccessibleDescription(
      expect.stringContaining('As on your bank statement.'),
    )
    expect(control()).toHaveAccessibleDescription(expect.stringContaining('Check this answer.'))
    expect(screen.getByText('bank statement').tagName).toBe('STRONG')
  })
})
