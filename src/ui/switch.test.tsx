import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { Switch } from './switch'

describe('Switch', () => {
  it('is a switch named by its label, off by default, that turns on and off by click', async () => {
    const onCheckedChange = vi.fn()
    render(<Switch label="Outage alerts" onCheckedChange={onCheckedChange} />)
    const control = screen.getByRole('switch', { name: 'Outage alerts' })
    expect(control).not.toBeChecked()
    expect(control).toHaveAttribute('data-state', 'unchecked')
    await userEvent.click(control)
    expect(control).toBeChecked()
    expect(control).toHaveAttribute('data-state', 'checked')
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    await userEvent.click(control)
    expect(control).not.toBeChecked()
    expect(onCheckedChange).toHaveBeenLastCalledWith(false)
  })

  it('turns on when its label is clicked', async () => {
    render(<Switch label="Outage alerts" />)
    await userEvent.click(screen.getByText('Outage alerts'))
    expect(screen.getByRole('switch', { name: 'Outage alerts' })).toBeChecked()
  })

  it('is operated with Space and Enter', async () => {
    const user = userEvent.setup()
    render(<Switch label="Dark theme" />)
    await user.tab()
    const control = screen.getByRole('switch', { name: 'Dark theme' })
    expect(control).toHaveFocus()
    await user.keyboard(' ')
    expect(control).toBeChecked()
    await user.keyboard('{Enter}')
    expect(control).not.toBeChecked()
  })

  it('starts on with defaultChecked', () => {
    render(<Switch label="Outage alerts" defaultChecked />)
    expect(screen.getByRole('switch', { name: 'Outage alerts' })).toBeChecked()
  })

  it('does nothing when disabled', async () => {
    const onCheckedChange = vi.fn()
    render(<Switch label="SMS alerts" disabled onCheckedChange={onCheckedChange} />)
    const control = screen.getByRole('switch', { name: 'SMS alerts' })
    expect(control).toBeDisabled()
    await userEvent.click(control)
    await userEvent.click(screen.getByText('SMS alerts'))
    expect(control).not.toBeChecked()
    expect(onCheckedChange).not.toHaveBeenCalled()
  })

  it('links its hint to the switch', () => {
    render(
      <Switch label="Outage alerts" description="We email you when a payment stream is down." />,
    )
    expect(screen.getByRole('switch', { name: 'Outage alerts' })).toHaveAccessibleDescription(
      'We email you when a payment stream is down.',
    )
  })
})

describeControlledContract<boolean>('Switch (checked, defaultChecked, onCheckedChange)', {
  render: ({ value, defaultValue, onValueChange }) => (
    <Switch
      label="Outage alerts"
      checked={value}
      defaultChecked={defaultValue ?? undefined}
      onCheckedChange={onValueChange}
    />
  ),
  values: [false, true],
  empty: false,
  choose: async (user, value) => {
    const control = screen.getByRole('switch', { name: 'Outage alerts' })
    if ((control.getAttribute('aria-checked') === 'true') !== value) await user.click(control)
  },
  shown: () =>
    screen.getByRole('switch', { name: 'Outage alerts' }).getAttribute('aria-checked') === 'true',
})
