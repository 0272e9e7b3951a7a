import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { FormField } from './form-field'
import { Input, INPUT_TYPES, type InputType } from './input'

describe('Input', () => {
  it('is a text field by default', () => {
    render(<Input aria-label="Company name" />)
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveAttribute('type', 'text')
  })

  it('renders every allowed type', () => {
    for (const type of INPUT_TYPES) {
      const { unmount } = render(<Input type={type} aria-label={type} />)
      expect(screen.getByLabelText(type)).toHaveAttribute('data-type', type)
      unmount()
    }
  })

  it('throws the spec message, with the list, for any other type', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Input type={'date' as InputType} aria-label="Date" />)).toThrow(
      new Error(
        'Invalid input type. Input type must be one of the following: text, email, password, search, number, url, tel, price',
      ),
    )
    consoleError.mockRestore()
  })

  describe('number', () => {
    it('opens the decimal keyboard and is a text field underneath', () => {
      render(<Input type="number" aria-label="Amount" />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      expect(input).toHaveAttribute('inputmode', 'decimal')
      expect(input).toHaveAttribute('type', 'text')
    })

    it('keeps what is typed, less letters and signs, and reads it whole when left', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Input type="number" aria-label="Amount" onValueChange={onValueChange} />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1a2 -e,5')
      expect(input).toHaveValue('12 ,5')
      expect(onValueChange).toHaveBeenLastCalledWith('12.5')
      await user.tab()
      expect(input).toHaveValue('12,5')
    })

    it('reads "1,2,3" typed key by key as 123, as pasted', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Input type="number" aria-label="Amount" onValueChange={onValueChange} />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1,2,3')
      expect(onValueChange).toHaveBeenLastCalledWith('123')
      await user.tab()
      expect(input).toHaveValue('123')
    })

    it('reads a lone point as "0."', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      render(<Input type="number" aria-label="Amount" onValueChange={onValueChange} />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '.')
      expect(onValueChange).toHaveBeenLastCalledWith('0.')
      await user.type(input, '5')
      expect(onValueChange).toHaveBeenLastCalledWith('0.5')
      await user.tab()
      expect(input).toHaveValue('0,5')
    })

    it('refuses a second point while there is no comma to read', async () => {
      const user = userEvent.setup()
      render(<Input type="number" aria-label="Amount" />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1.2.3')
      expect(input).toHaveValue('1.23')
    })

    it('reads pasted text at once and truncates it to the maximum length', async () => {
      const user = userEvent.setup()
      render(<Input type="number" aria-label="Amount" maxLength={5} />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.click(input)
      await user.paste('1 234 567')
      expect(input).toHaveValue('12345')
      await user.type(input, '8')
      expect(input).toHaveValue('12345')
    })

    it('cuts decimals to 2 places without rounding when rounding is off', async () => {
      const user = userEvent.setup()
      render(<Input type="number" aria-label="Amount" round={false} />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '19.999')
      expect(input).toHaveValue('19.99')
    })

    it('allows select-all, arrows, backspace and delete from the keyboard', async () => {
      const user = userEvent.setup()
      render(<Input type="number" aria-label="Amount" />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1234')
      await user.keyboard('{Control>}a{/Control}9')
      expect(input).toHaveValue('9')
      await user.keyboard('8{ArrowLeft}{Backspace}7')
      expect(input).toHaveValue('78')
      await user.keyboard('{Home}{Delete}')
      expect(input).toHaveValue('8')
    })

    it('refuses letters at the key, so nothing is typed', () => {
      render(<Input type="number" aria-label="Amount" />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      expect(fireEvent.keyDown(input, { key: 'e' })).toBe(false)
      expect(fireEvent.keyDown(input, { key: '5' })).toBe(true)
      expect(fireEvent.keyDown(input, { key: ' ' })).toBe(true)
      expect(fireEvent.keyDown(input, { key: 'v', ctrlKey: true })).toBe(true)
    })

    it('works controlled, handing the parent the number read from the text', async () => {
      const user = userEvent.setup()
      const seen: string[] = []
      function Controlled() {
        const [amount, setAmount] = useState('')
        return (
          <Input
            type="number"
            aria-label="Amount"
            name="amount"
            value={amount}
            onValueChange={(value) => {
              seen.push(value)
              setAmount(value)
            }}
          />
        )
      }
      const { container } = render(<Controlled />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '3,5')
      expect(seen).toEqual(['3', '3.', '3.5'])
      expect(input).toHaveValue('3,5')
      expect(container.querySelector('input[type="hidden"][name="amount"]')).toHaveValue('3.5')
    })
  })

  describe('price', () => {
    // Spec section 5: what each text reads as, pasted. Typed key by key, it must read the same.
    const readings = [
      ['1,234.56', '1234.56', 'R 1 234,56'],
      ['1 234,56', '1234.56', 'R 1 234,56'],
      ['1234.56', '1234.56', 'R 1 234,56'],
      ['1,2,3', '123', 'R 123,00'],
      ['12,5', '12.5', 'R 12,50'],
    ] as const

    it.each(readings)(
      'reads "%s" typed key by key as %s, as pasted',
      async (text, value, shown) => {
        const user = userEvent.setup()
        const typed = vi.fn()
        const pasted = vi.fn()
        render(
          <>
            <Input type="price" aria-label="Typed" onValueChange={typed} />
            <Input type="price" aria-label="Pasted" onValueChange={pasted} />
          </>,
        )
        const typedInput = screen.getByRole('textbox', { name: 'Typed' })
        const pastedInput = screen.getByRole('textbox', { name: 'Pasted' })
        await user.type(typedInput, text)
        expect(typedInput).toHaveValue(text)
        expect(typed).toHaveBeenLastCalledWith(value)
        await user.click(pastedInput)
        await user.paste(text)
        expect(pasted).toHaveBeenLastCalledWith(value)
        await user.tab()
        expect(typedInput).toHaveValue(shown)
        expect(pastedInput).toHaveValue(shown)
      },
    )

    it('commits the typed text on Enter, showing it as read', async () => {
      const user = userEvent.setup()
      const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        return Object.fromEntries(new FormData(event.currentTarget))
      })
      render(
        <form onSubmit={onSubmit}>
          <Input type="price" aria-label="Amount" name="amount" />
        </form>,
      )
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1,234.56{Enter}')
      expect(input).toHaveFocus()
      expect(input).toHaveValue('1234,56')
      expect(onSubmit).toHaveLastReturnedWith({ amount: '1234.56' })
    })

    it('keeps the decimal comma on focus and on blur, and posts the number', async () => {
      const user = userEvent.setup()
      const onValueChange = vi.fn()
      const { container } = render(
        <Input
          type="price"
          aria-label="Transfer amount"
          name="amount"
          onValueChange={onValueChange}
        />,
      )
      const input = screen.getByRole('textbox', { name: 'Transfer amount' })
      await user.click(input)
      await user.paste('1 234,56')
      expect(input).toHaveValue('1234,56')
      expect(onValueChange).toHaveBeenLastCalledWith('1234.56')
      await user.tab()
      expect(input).toHaveValue('R 1 234,56')
      expect(container.querySelector('input[type="hidden"][name="amount"]')).toHaveValue('1234.56')
      await user.click(input)
      expect(input).toHaveValue('1234,56')
    })

    it('rounds to 2 decimals when blurred, keeping the typed number', async () => {
      const user = userEvent.setup()
      render(<Input type="price" aria-label="Fee" />)
      const input = screen.getByRole('textbox', { name: 'Fee' })
      await user.type(input, '2499.995')
      await user.tab()
      expect(input).toHaveValue('R 2 500,00')
      await user.click(input)
      expect(input).toHaveValue('2499,995')
    })

    it('cuts to 2 decimals instead when rounding is off', async () => {
      const user = userEvent.setup()
      render(<Input type="price" aria-label="Fee" round={false} />)
      const input = screen.getByRole('textbox', { name: 'Fee' })
      await user.type(input, '2499.995')
      await user.tab()
      expect(input).toHaveValue('R 2 499,99')
    })

    it('shows a default or controlled value in rand and stays empty when empty', () => {
      render(
        <>
          <Input type="price" aria-label="Limit" defaultValue="50000" />
          <Input type="price" aria-label="Balance" value={-12.5} onChange={() => {}} />
          <Input type="price" aria-label="Empty" />
        </>,
      )
      expect(screen.getByRole('textbox', { name: 'Limit' })).toHaveValue('R 50 000,00')
      expect(screen.getByRole('textbox', { name: 'Balance' })).toHaveValue('-R 12,50')
      expect(screen.getByRole('textbox', { name: 'Empty' })).toHaveValue('')
    })

    it('shows what the parent sets while the visitor is typing', async () => {
      const user = userEvent.setup()
      let setAmount: (value: string) => void = () => {}
      function Controlled() {
        const [amount, setState] = useState('')
        useEffect(() => {
          setAmount = setState
        }, [])
        return <Input type="price" aria-label="Amount" value={amount} onValueChange={setState} />
      }
      render(<Controlled />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      await user.type(input, '1,2')
      expect(input).toHaveValue('1,2')
      act(() => setAmount('75'))
      expect(input).toHaveFocus()
      expect(input).toHaveValue('75')
      act(() => setAmount(''))
      expect(input).toHaveValue('')
    })

    it('works with react-hook-form through Controller, submitting the number', async () => {
      const user = userEvent.setup()
      const onSubmit = vi.fn()
      function PaymentForm() {
        const { control, handleSubmit } = useForm({ defaultValues: { amount: '250' } })
        return (
          <form onSubmit={handleSubmit(onSubmit)}>
            <Controller
              name="amount"
              control={control}
              render={({ field: { onChange, ...field } }) => (
                <Input type="price" aria-label="Amount" {...field} onValueChange={onChange} />
              )}
            />
            <button type="submit">Pay</button>
          </form>
        )
      }
      render(<PaymentForm />)
      const input = screen.getByRole('textbox', { name: 'Amount' })
      expect(input).toHaveValue('R 250,00')
      await user.click(input)
      await user.clear(input)
      await user.type(input, '12 500,5')
      await user.click(screen.getByRole('button', { name: 'Pay' }))
      expect(input).toHaveValue('R 12 500,50')
      expect(onSubmit).toHaveBeenCalledWith({ amount: '12500.5' }, expect.anything())
    })
  })

  describe('password', () => {
    it('hides the text until the toggle is pressed, by mouse or keyboard', async () => {
      const user = userEvent.setup()
      render(<Input type="password" aria-label="Password" id="password" />)
      const input = screen.getByLabelText('Password')
      const toggle = screen.getByRole('button', { name: 'Show password' })
      expect(input).toHaveAttribute('type', 'password')
      expect(toggle).toHaveAttribute('aria-pressed', 'false')
      expect(toggle).toHaveAttribute('aria-controls', 'password')

      await user.click(toggle)
      expect(input).toHaveAttribute('type', 'text')
      expect(toggle).toHaveAttribute('aria-pressed', 'true')

      toggle.focus()
      await user.keyboard(' ')
      expect(input).toHaveAttribute('type', 'password')
      await user.keyboard('{Enter}')
      expect(input).toHaveAttribute('type', 'text')
    })

    it('comes after the field in the tab order', async () => {
      const user = userEvent.setup()
      render(<Input type="password" aria-label="Password" />)
      await user.tab()
      expect(screen.getByLabelText('Password')).toHaveFocus()
      await user.tab()
      expect(screen.getByRole('button', { name: 'Show password' })).toHaveFocus()
    })
  })

  describe('states', () => {
    it('marks focused, then touched and valid after leaving', async () => {
      const user = userEvent.setup()
      render(<Input type="email" aria-label="E-mail address" />)
      const input = screen.getByRole('textbox', { name: 'E-mail address' })
      expect(input).not.toHaveAttribute('data-focused')
      await user.click(input)
      expect(input).toHaveAttribute('data-focused')
      expect(input).not.toHaveAttribute('data-touched')
      await user.tab()
      expect(input).not.toHaveAttribute('data-focused')
      expect(input).toHaveAttribute('data-touched')
      expect(input).toHaveAttribute('data-valid')
    })

    it('is invalid, with its error described, inside a field with an error', () => {
      render(
        <FormField label="E-mail address" error="Enter an e-mail address like name@example.co.za">
          <Input type="email" />
        </FormField>,
      )
      const input = screen.getByRole('textbox', { name: 'E-mail address' })
      expect(input).toHaveAttribute('aria-invalid', 'true')
      expect(input).toHaveAttribute('data-invalid')
      expect(input).toHaveAccessibleDescription('Enter an e-mail address like name@example.co.za')
    })

    it('takes aria-invalid directly outside a field', () => {
      render(<Input aria-label="Reference" aria-invalid />)
      expect(screen.getByRole('textbox', { name: 'Reference' })).toHaveAttribute('data-invalid')
    })

    it('cannot be typed in or toggled when disabled', async () => {
      const user = userEvent.setup()
      render(<Input type="password" aria-label="Password" disabled />)
      await user.type(screen.getByLabelText('Password'), 'secret')
      expect(screen.getByLabelText('Password')).toHaveValue('')
      expect(screen.getByRole('button', { name: 'Show password' })).toBeDisabled()
    })
  })
})

/** Replaces the field's whole text, as selecting it and pasting does. */
async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.tripleClick(field)
  await user.paste(text)
}

describeControlledContract<string>('Input', {
  render: (props) => <Input aria-label="Company name" {...props} />,
  values: ['Mzansi Bank', 'Karoo Mutual'],
  empty: '',
  choose: (user, value) =>
    replaceText(user, screen.getByRole('textbox', { name: 'Company name' }), value),
  shown: () => (screen.getByRole('textbox', { name: 'Company name' }) as HTMLInputElement).value,
})

describeControlledContract<string>('Input of type price (its raw number)', {
  render: (props) => <Input type="price" name="amount" aria-label="Amount" {...props} />,
  values: ['1250', '99.5'],
  empty: '',
  choose: async (user, value) => {
    await replaceText(user, screen.getByRole('textbox', { name: 'Amount' }), value)
    await user.tab()
  },
  shown: () => (document.querySelector('[data-slot="input-value"]') as HTMLInputElement).value,
})

describeControlledContract<string>('Input of type number (the number read from its text)', {
  render: (props) => <Input type="number" name="count" aria-label="Count" {...props} />,
  values: ['1250', '99.5'],
  empty: '',
  choose: async (user, value) => {
    await replaceText(user, screen.getByRole('textbox', { name: 'Count' }), value)
    await user.tab()
  },
  shown: () => (document.querySelector('[data-slot="input-value"]') as HTMLInputElement).value,
})
