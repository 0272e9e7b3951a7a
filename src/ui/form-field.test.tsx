import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { CallbackRequestForm } from './form-field.examples'
import { FormField } from './form-field'
import { Input } from './input'

describe('FormField', () => {
  it('labels the control and describes it with the hint', () => {
    render(
      <FormField label="Branch code" description="The 6-digit universal branch code of your bank.">
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Branch code' })
    expect(input).toHaveAccessibleDescription('The 6-digit universal branch code of your bank.')
    expect(input).not.toHaveAttribute('aria-invalid')
  })

  it('uses the id it is given for the control', () => {
    render(
      <FormField label="Reference" id="payment-reference">
        <Input />
      </FormField>,
    )
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute(
      'id',
      'payment-reference',
    )
  })

  it('focuses the control when the label is clicked', async () => {
    const user = userEvent.setup()
    render(
      <FormField label="Reference">
        <Input />
      </FormField>,
    )
    await user.click(screen.getByText('Reference'))
    expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveFocus()
  })

  it('marks a required field visibly and for assistive technology', () => {
    render(
      <FormField label="Full name" required>
        <Input />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Full name' })
    expect(input).toBeRequired()
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true')
  })

  it('shows the error, marks the control invalid and describes it with hint and error', () => {
    render(
      <FormField label="Cellphone number" description="10 digits." error="Enter a 10-digit number">
        <Input type="tel" aria-describedby="extra" />
      </FormField>,
    )
    const input = screen.getByRole('textbox', { name: 'Cellphone number' })
    expect(input).toHaveAttribute('aria-invalid', 'true')
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(ids).toHaveLength(3)
    expect(ids.at(-1)).toBe('extra')
    expect(document.getElementById(ids[0]!)).toHaveTextContent('10 digits.')
    expect(document.getElementById(ids[1]!)).toHaveTextContent('Enter a 10-digit number')
  })

  describe('with react-hook-form and the validators', () => {
    it('shows every message on an empty submit and focuses the first invalid field', async () => {
      const user = userEvent.setup()
      const onSubmit = vi.fn()
      render(<CallbackRequestForm onSubmit={onSubmit} />)
      await user.click(screen.getByRole('button', { name: 'Request a call back' }))

      const emailInput = screen.getByRole('textbox', { name: 'E-mail address' })
      expect(emailInput).toHaveAccessibleDescription('Enter your e-mail address')
      expect(emailInput).toHaveFocus()
      expect(
        screen.getByRole('textbox', { name: 'South African ID number' }),
      ).toHaveAccessibleDescription('13 digits, for example 800101 5009 087. Enter your ID number')
      // The cellphone is optional: empty passes.
      expect(screen.getByRole('textbox', { name: 'Cellphone number' })).not.toHaveAttribute(
        'aria-invalid',
      )
      expect(onSubmit).not.toHaveBeenCalled()
    })

    it('shows format messages for a wrong e-mail, ID number and cellphone', async () => {
      const user = userEvent.setup()
      render(<CallbackRequestForm />)
      await user.type(screen.getByRole('textbox', { name: 'E-mail address' }), 'thandi@')
      await user.type(
        screen.getByRole('textbox', { name: 'South African ID number' }),
        '8001015009086',
      )
      await user.type(screen.getByRole('textbox', { name: 'Cellphone number' }), '0111234567')
      await user.click(screen.getByRole('button', { name: 'Request a call back' }))

      expect(
        await screen.findByText('Enter an e-mail address like name@example.co.za'),
      ).toBeInTheDocument()
      expect(screen.getByText('This ID number is not valid; check each digit')).toBeInTheDocument()
      expect(
        screen.getByText(
          'This is not a South African cellphone number: it should start with 06, 07 or 081 to 084',
        ),
      ).toBeInTheDocument()
    })

    it('submits valid values and clears the messages', async () => {
      const user = userEvent.setup()
      const onSubmit = vi.fn()
      render(<CallbackRequestForm onSubmit={onSubmit} />)
      await user.click(screen.getByRole('button', { name: 'Request a call back' }))
      await user.type(
        screen.getByRole('textbox', { name: 'E-mail address' }),
        'thandi.nkosi@example.co.za',
      )
      await user.type(
        screen.getByRole('textbox', { name: 'South African ID number' }),
        '800101 5009 087',
      )
      await user.type(screen.getByRole('textbox', { name: 'Cellphone number' }), '082 123 4567')
      await user.click(screen.getByRole('button', { name: 'Request a call back' }))

      expect(onSubmit).toHaveBeenCalledWith({
        email: 'thandi.nkosi@example.co.za',
        idNumber: '800101 5009 087',
        cellphone: '082 123 4567',
      })
      expect(screen.queryByText('Enter your e-mail address')).not.toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent(
        'we will call you within one working day',
      )
    })
  })
})
