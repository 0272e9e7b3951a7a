import { render, screen } from '@testing-library/react'
import { Command, CommandInput, CommandList } from 'cmdk'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
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

describe('Field', () => {
  it('names the control by its label and describes it by its description', () => {
    render(
      <Field>
        <FieldLabel>Branch code</FieldLabel>
        <FieldDescription>The 6-digit universal branch code of your bank.</FieldDescription>
        <Input />
      </Field>,
    )
    const control = screen.getByRole('textbox', { name: 'Branch code' })
    expect(control).toHaveAccessibleDescription('The 6-digit universal branch code of your bank.')
    expect(control).not.toHaveAttribute('aria-invalid')
    expect(control).not.toHaveAttribute('aria-errormessage')
  })

  it('marks the control invalid while its error shows, and points at the error', () => {
    const { rerender } = render(
      <Field>
        <FieldLabel>Cellphone number</FieldLabel>
        <FieldDescription>10 digits.</FieldDescription>
        <Input />
        <FieldError>Enter a 10-digit number</FieldError>
      </Field>,
    )
    const control = screen.getByRole('textbox', { name: 'Cellphone number' })
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleDescription('10 digits. Enter a 10-digit number')
    expect(control).toHaveAccessibleErrorMessage('Enter a 10-digit number')

    rerender(
      <Field>
        <FieldLabel>Cellphone number</FieldLabel>
        <FieldDescription>10 digits.</FieldDescription>
        <Input />
        <FieldError>{undefined}</FieldError>
      </Field>,
    )
    expect(control).not.toHaveAttribute('aria-invalid')
    expect(control).toHaveAccessibleDescription('10 digits.')
    expect(screen.queryByText('Enter a 10-digit number')).toBeNull()
  })

  it('shows * after the label of a required field and says so on the control', () => {
    render(
      <Field required>
        <FieldLabel>Full name</FieldLabel>
        <Input />
      </Field>,
    )
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveAttribute(
      'aria-required',
      'true',
    )
  })

  it('wires a control it does not know through FieldControl, the control’s own props winning', () => {
    render(
      <Field>
        <FieldLabel>Province</FieldLabel>
        <FieldDescription>Where the branch is.</FieldDescription>
        <FieldControl>
          <select aria-invalid={false}>
            <option>Gauteng</option>
          </select>
        </FieldControl>
        <FieldError>Choose a province.</FieldError>
      </Field>,
    )
    const select = screen.getByRole('combobox', { name: 'Province' })
    expect(select).toHaveAccessibleDescription('Where the branch is. Choose a province.')
    expect(select).toHaveAttribute('aria-invalid', 'false')
  })

  it('is wired in the server-rendered HTML, before the page runs', () => {
    const html = renderToString(
      <Field>
        <FieldLabel>Company name</FieldLabel>
        <div>
          <FieldDescription>As registered with the CIPC.</FieldDescription>
        </div>
        <Input />
        <FieldError>Enter your company’s name.</FieldError>
      </Field>,
    )
    const page = new DOMParser().parseFromString(html, 'text/html')
    const input = page.querySelector('input') as HTMLInputElement
    const label = page.querySelector('label') as HTMLLabelElement
    expect(label.htmlFor).toBe(input.id)
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ')
    expect(described.map((id) => page.getElementById(id)?.textContent)).toEqual([
      'As registered with the CIPC.',
      'Enter your company’s name.',
    ])
    expect(input.getAttribute('aria-invalid')).toBe('true')
  })
})

describe('FieldSet', () => {
  it('is a group named by its legend and described by its description and error', () => {
    render(
      <FieldSet required>
        <FieldLegend>Reports to receive</FieldLegend>
        <FieldDescription>Choose at least one.</FieldDescription>
        <label>
          <input type="checkbox" /> Monthly volumes
        </label>
        <FieldError>Choose a report.</FieldError>
      </FieldSet>,
    )
    const group = screen.getByRole('group', { name: 'Reports to receive' })
    expect(group).toHaveAccessibleDescription('Choose at least one. Choose a report.')
    // The controls in it are not each described by the group's error.
    expect(screen.getByRole('checkbox')).not.toHaveAttribute('aria-describedby')
  })
})

describe('Field parts by context: wrapping them changes nothing', () => {
  /** A consumer's own components around the parts, as a design system's users write them. */
  function Hint({ children }: { children: React.ReactNode }) {
    return <FieldDescription>{children}</FieldDescription>
  }
  function Problem({ message }: { message?: string }) {
    return (
      <div className="mt-1">
        <FieldError>{message}</FieldError>
      </div>
    )
  }
  function Wrapped({ message }: { message?: string }) {
    return (
      <Field>
        <FieldLabel>Account number</FieldLabel>
        <Hint>Up to 11 digits, as on your statement.</Hint>
        <Input />
        <Problem message={message} />
      </Field>
    )
  }

  it('a wrapped description and error still describe the control and mark it invalid', () => {
    const { rerender } = render(<Wrapped message="Enter digits only" />)
    const control = screen.getByRole('textbox', { name: 'Account number' })
    expect(control).toHaveAttribute('aria-invalid', 'true')
    expect(control).toHaveAccessibleErrorMessage('Enter digits only')
    expect(control).toHaveAccessibleDescription(
      'Up to 11 digits, as on your statement. Enter digits only',
    )
    rerender(<Wrapped />)
    expect(control).not.toHaveAttribute('aria-invalid')
    expect(control).not.toHaveAttribute('aria-errormessage')
    expect(control).toHaveAccessibleDescription('Up to 11 digits, as on your statement.')
  })

  it('a FieldSet given its own aria-describedby keeps its description and error too', () => {
    render(
      <>
        <p id="page-note">All questions are about your organisation.</p>
        <FieldSet aria-describedby="page-note">
          <FieldLegend>Services you use</FieldLegend>
          <FieldDescription>Choose at least one.</FieldDescription>
          <label>
            <input type="checkbox" /> EFT
          </label>
          <FieldError>Choose a service</FieldError>
        </FieldSet>
      </>,
    )
    expect(screen.getByRole('group', { name: 'Services you use' })).toHaveAccessibleDescription(
      'Choose at least one. Choose a service All questions are about your organisation.',
    )
  })
})

describe('FieldControl around a control that names itself', () => {
  it('a cmdk input, which sets its own id and aria-labelledby, is named by the field’s label', () => {
    render(
      <Command>
        <Field>
          <FieldLabel>Search the site</FieldLabel>
          <FieldDescription>Services, articles and pages.</FieldDescription>
          <FieldControl>
            <CommandInput />
          </FieldControl>
        </Field>
        <CommandList />
      </Command>,
    )
    const input = screen.getByRole('combobox', { name: 'Search the site' })
    expect(input).toHaveAccessibleDescription('Services, articles and pages.')
    expect(screen.getByText('Search the site').closest('label')).toHaveAttribute('for', input.id)
  })

  it('warns in development when the control still has no name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <Field>
        <FieldControl>
          <input type="text" />
        </FieldControl>
      </Field>,
    )
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/FieldControl: .*no accessible name/))
  })

  it('does not warn when the label names the control', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(
      <Field>
        <FieldLabel>Branch code</FieldLabel>
        <FieldControl>
          <input type="text" />
        </FieldControl>
      </Field>,
    )
    expect(screen.getByRole('textbox', { name: 'Branch code' })).toBeInTheDocument()
    expect(warn).not.toHaveBeenCalled()
  })
})
