import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { Checkbox, CheckboxGroup } from './checkbox'

function PaymentTypes(props: Partial<React.ComponentProps<typeof CheckboxGroup>>) {
  return (
    <CheckboxGroup name="payment-types" label="Payment types" {...props}>
      <Checkbox value="eft" title="EFT credits" />
      <Checkbox value="debit-orders" title="Debit orders" />
      <Checkbox value="card" title="Card payments" disabled />
    </CheckboxGroup>
  )
}

describe('Checkbox', () => {
  it('is a checkbox named by its title that toggles on click', async () => {
    const onCheckedChange = vi.fn()
    render(<Checkbox title="Send me the newsletter" onCheckedChange={onCheckedChange} />)
    const checkbox = screen.getByRole('checkbox', { name: 'Send me the newsletter' })
    expect(checkbox).not.toBeChecked()
    await userEvent.click(checkbox)
    expect(checkbox).toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(checkbox)
    expect(checkbox).not.toBeChecked()
  })

  it('toggles when its label is clicked', async () => {
    render(<Checkbox title="Send me the newsletter" />)
    await userEvent.click(screen.getByText('Send me the newsletter'))
    expect(screen.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked()
  })

  it('toggles with Space', async () => {
    const user = userEvent.setup()
    render(<Checkbox title="I accept the terms" />)
    await user.tab()
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' })
    expect(checkbox).toHaveFocus()
    await user.keyboard(' ')
    expect(checkbox).toBeChecked()
    await user.keyboard(' ')
    expect(checkbox).not.toBeChecked()
  })

  it('toggles with Enter, as the spec asks', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(<Checkbox title="I accept the terms" onCheckedChange={onCheckedChange} />)
    await user.tab()
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' })
    await user.keyboard('{Enter}')
    expect(checkbox).toBeChecked()
    await user.keyboard('{Enter}')
    expect(checkbox).not.toBeChecked()
    expect(onCheckedChange).toHaveBeenCalledTimes(2)
  })

  it('does not submit its form on Enter', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Checkbox title="I accept the terms" />
      </form>,
    )
    await user.tab()
    await user.keyboard('{Enter}')
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('does nothing when disabled: not by click, Space or Enter', async () => {
    const user = userEvent.setup()
    const onCheckedChange = vi.fn()
    render(
      <Checkbox title="Card payments" disabled defaultChecked onCheckedChange={onCheckedChange} />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Card payments' })
    expect(checkbox).toBeDisabled()
    await user.click(checkbox)
    await user.click(screen.getByText('Card payments'))
    checkbox.focus()
    await user.keyboard(' {Enter}')
    expect(checkbox).toBeChecked()
    expect(onCheckedChange).not.toHaveBeenCalled()
  })

  it('follows a controlled checked state', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(true)
      return (
        <>
          <Checkbox
            title="Email me about outages"
            checked={checked}
            onCheckedChange={(state) => setChecked(state === true)}
          />
          <p>{checked ? 'Subscribed' : 'Not subscribed'}</p>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('checkbox', { name: 'Email me about outages' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Email me about outages' }))
    expect(screen.getByText('Not subscribed')).toBeInTheDocument()
  })
})

describe('CheckboxGroup', () => {
  it('is a group named by its legend', () => {
    render(<PaymentTypes />)
    const group = screen.getByRole('group', { name: 'Payment types' })
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'EFT credits' }))
  })

  it('shares one selection list among the checkboxes of its name', async () => {
    const onValueChange = vi.fn()
    render(<PaymentTypes onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'EFT credits' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['eft'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'Debit orders' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['eft', 'debit-orders'])
    await userEvent.click(screen.getByRole('checkbox', { name: 'EFT credits' }))
    expect(onValueChange).toHaveBeenLastCalledWith(['debit-orders'])
    expect(screen.getByRole('checkbox', { name: 'EFT credits' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Debit orders' })).toBeChecked()
  })

  it('starts from defaultValue when uncontrolled', () => {
    render(<PaymentTypes defaultValue={['debit-orders']} />)
    expect(screen.getByRole('checkbox', { name: 'Debit orders' })).toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'EFT credits' })).not.toBeChecked()
  })

  it('shows the values it is given when controlled', async () => {
    function Controlled() {
      const [values, setValues] = useState<string[]>(['eft'])
      return (
        <>
          <PaymentTypes value={values} onValueChange={setValues} />
          <button type="button" onClick={() => setValues([])}>
            Clear all
          </button>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('checkbox', { name: 'EFT credits' })).toBeChecked()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Debit orders' }))
    expect(screen.getByRole('checkbox', { name: 'Debit orders' })).toBeChecked()
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }))
    expect(screen.getByRole('checkbox', { name: 'EFT credits' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Debit orders' })).not.toBeChecked()
  })

  it('toggles a member with Enter and Space', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<PaymentTypes onValueChange={onValueChange} />)
    await user.tab()
    await user.keyboard('{Enter}')
    await user.tab()
    await user.keyboard(' ')
    expect(onValueChange).toHaveBeenLastCalledWith(['eft', 'debit-orders'])
  })

  it('leaves a disabled member out of the selection', async () => {
    const onValueChange = vi.fn()
    render(<PaymentTypes onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('checkbox', { name: 'Card payments' }))
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('disables every checkbox when the group is disabled', () => {
    render(<PaymentTypes disabled />)
    for (const checkbox of screen.getAllByRole('checkbox')) expect(checkbox).toBeDisabled()
  })

  it('submits one entry per checked value under the shared name', async () => {
    const onSubmit = vi.fn((event: React.FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      return new FormData(event.currentTarget).getAll('payment-types')
    })
    render(
      <form onSubmit={onSubmit}>
        <PaymentTypes defaultValue={['eft']} />
        <button type="submit">Save</button>
      </form>,
    )
    await userEvent.click(screen.getByRole('checkbox', { name: 'Debit orders' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onSubmit).toHaveReturnedWith(['eft', 'debit-orders'])
  })
})

const paymentLabels: Record<string, string> = { eft: 'EFT credits', 'debit-orders': 'Debit orders' }

describeControlledContract<string[]>('CheckboxGroup', {
  render: (props) => <PaymentTypes {...props} />,
  values: [['eft'], ['eft', 'debit-orders']],
  empty: [],
  choose: async (user, value) => {
    for (const [item, name] of Object.entries(paymentLabels)) {
      const box = screen.getByRole('checkbox', { name })
      const checked = box.getAttribute('aria-checked') === 'true'
      if (checked !== value.includes(item)) await user.click(box)
    }
  },
  shown: () =>
    Object.entries(paymentLabels)
      .filter(
        ([, name]) =>
          screen.getByRole('checkbox', { name }).getAttribute('aria-checked') === 'true',
      )
      .map(([item]) => item),
})

describeControlledContract<boolean>('Checkbox (checked, defaultChecked, onCheckedChange)', {
  render: ({ value, defaultValue, onValueChange }) => (
    <Checkbox
      title="I accept the terms of use"
      checked={value}
      defaultChecked={defaultValue ?? undefined}
      onCheckedChange={(state) => onValueChange?.(state === true)}
    />
  ),
  values: [false, true],
  empty: false,
  choose: async (user, value) => {
    const box = screen.getByRole('checkbox', { name: 'I accept the terms of use' })
    if ((box.getAttribute('aria-checked') === 'true') !== value) await user.click(box)
  },
  shown: () =>
    screen
      .getByRole('checkbox', { name: 'I accept the terms of use' })
      .getAttribute('aria-checked') === 'true',
})

describe('CheckboxGroup as a field set', () => {
  it('is a group named by its legend, described by its description and error', () => {
    render(
      <PaymentTypes description="Choose every type you send." error="Choose at least one type." />,
    )
    const group = screen.getByRole('group', { name: 'Payment types' })
    expect(group).toHaveAccessibleDescription(
      'Choose every type you send. Choose at least one type.',
    )
    expect(group).toHaveAttribute('data-invalid', 'true')
  })
})
