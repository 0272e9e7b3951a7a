import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { RadioGroup, RadioGroupItem } from './radio-group'

/**
 * Radix moves focus a tick after keydown and selects only while the arrow is still down, as it is
 * when a person presses a key; user-event would release it at once.
 */
async function pressArrow(user: ReturnType<typeof userEvent.setup>, key: 'ArrowDown' | 'ArrowUp') {
  await user.keyboard(`{${key}>}`)
  await new Promise((resolve) => setTimeout(resolve, 0))
  await user.keyboard(`{/${key}}`)
}

function SettlementWindow(props: Partial<React.ComponentProps<typeof RadioGroup>>) {
  return (
    <RadioGroup name="settlement-window" label="Settlement window" {...props}>
      <RadioGroupItem value="same-day" label="Same day" />
      <RadioGroupItem value="next-day" label="Next business day" />
      <RadioGroupItem value="weekly" label="Weekly" disabled />
      <RadioGroupItem value="monthly" label="Monthly" />
    </RadioGroup>
  )
}

describe('RadioGroup', () => {
  it('is a radio group named by its label, with one radio per option', () => {
    render(<SettlementWindow />)
    const group = screen.getByRole('radiogroup', { name: 'Settlement window' })
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Same day' }))
    expect(screen.getAllByRole('radio')).toHaveLength(4)
  })

  it('selects one option at a time within the group', async () => {
    const onValueChange = vi.fn()
    render(<SettlementWindow onValueChange={onValueChange} />)
    await userEvent.click(screen.getByRole('radio', { name: 'Same day' }))
    expect(screen.getByRole('radio', { name: 'Same day' })).toBeChecked()
    await userEvent.click(screen.getByText('Next business day'))
    expect(screen.getByRole('radio', { name: 'Next business day' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Same day' })).not.toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith('next-day')
  })

  it('moves the selection with the arrow keys, skipping a disabled option', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<SettlementWindow defaultValue="same-day" onValueChange={onValueChange} />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Same day' })).toHaveFocus()
    await pressArrow(user, 'ArrowDown')
    expect(screen.getByRole('radio', { name: 'Next business day' })).toHaveFocus()
    expect(screen.getByRole('radio', { name: 'Next business day' })).toBeChecked()
    await pressArrow(user, 'ArrowDown')
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await pressArrow(user, 'ArrowUp')
    expect(screen.getByRole('radio', { name: 'Next business day' })).toBeChecked()
    expect(onValueChange.mock.calls.map(([value]) => value)).toEqual([
      'next-day',
      'monthly',
      'next-day',
    ])
  })

  it('is one tab stop: Tab leaves the group from the selected option', async () => {
    const user = userEvent.setup()
    render(
      <>
        <SettlementWindow defaultValue="next-day" />
        <button type="button">Continue</button>
      </>,
    )
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Next business day' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus()
  })

  it('does not select a disabled option', async () => {
    render(<SettlementWindow />)
    const weekly = screen.getByRole('radio', { name: 'Weekly' })
    expect(weekly).toBeDisabled()
    await userEvent.click(weekly)
    expect(weekly).not.toBeChecked()
  })

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('monthly')
      return (
        <>
          <SettlementWindow value={value} onValueChange={setValue} />
          <p>Chosen: {value}</p>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Same day' }))
    expect(screen.getByText('Chosen: same-day')).toBeInTheDocument()
  })

  it('links its hint to the group', () => {
    render(<SettlementWindow description="Cut-off is 14:00 on business days." />)
    expect(
      screen.getByRole('radiogroup', { name: 'Settlement window' }),
    ).toHaveAccessibleDescription('Cut-off is 14:00 on business days.')
  })

  it('when invalid, is marked so and described by its message', () => {
    render(<SettlementWindow error="Choose a settlement window." />)
    const group = screen.getByRole('radiogroup', { name: 'Settlement window' })
    expect(group).toHaveAttribute('aria-invalid', 'true')
    expect(group).toHaveAccessibleDescription('Choose a settlement window.')
    expect(screen.getByText('Choose a settlement window.')).toBeVisible()
  })

  it('is not marked invalid without an error', () => {
    render(<SettlementWindow />)
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('radiogroup')).not.toHaveAttribute('aria-describedby')
  })
})

const windows: Record<string, string> = { 'same-day': 'Same day', 'next-day': 'Next business day' }

describeControlledContract<string>('RadioGroup', {
  render: ({ value, defaultValue, onValueChange }) => (
    <RadioGroup
      label="Settlement window"
      value={value}
      defaultValue={defaultValue ?? undefined}
      onValueChange={onValueChange}
    >
      {Object.entries(windows).map(([item, label]) => (
        <RadioGroupItem key={item} value={item} label={label} />
      ))}
    </RadioGroup>
  ),
  values: ['same-day', 'next-day'],
  empty: '',
  choose: async (user, value) => {
    await user.click(screen.getByRole('radio', { name: windows[value] }))
  },
  shown: () =>
    Object.entries(windows).find(
      ([, label]) =>
        (screen.getByRole('radio', { name: label }) as HTMLButtonElement).getAttribute(
          'aria-checked',
        ) === 'true',
    )?.[0] ?? '',
})
