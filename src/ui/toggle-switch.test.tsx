import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { ToggleSwitch, type ToggleOption } from './toggle-switch'

const periods: ToggleOption[] = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'quarterly', label: 'Quarterly', id: 'period-quarterly' },
  { value: 'annual', label: 'Annual' },
]

describe('ToggleSwitch', () => {
  it('is a radio group named by its label with one radio per option', () => {
    render(<ToggleSwitch label="Reporting period" options={periods} defaultValue="monthly" />)
    const group = screen.getByRole('radiogroup', { name: 'Reporting period' })
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Monthly' }))
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
  })

  it('shows the value when an option has no label, and gives an option its id', () => {
    render(
      <ToggleSwitch label="Currency" options={[{ value: 'ZAR' }, { value: 'USD', id: 'usd' }]} />,
    )
    expect(screen.getByRole('radio', { name: 'ZAR' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'USD' })).toHaveAttribute('id', 'usd')
  })

  it('chooses the clicked option and emits its value', async () => {
    const onValueChange = vi.fn()
    render(
      <ToggleSwitch
        label="Reporting period"
        options={periods}
        defaultValue="monthly"
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }))
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked()
    expect(onValueChange).toHaveBeenCalledWith('annual')
  })

  it('keeps the chosen option when it is pressed again', async () => {
    const onValueChange = vi.fn()
    render(
      <ToggleSwitch
        label="Reporting period"
        options={periods}
        defaultValue="monthly"
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(screen.getByRole('radio', { name: 'Monthly' })).toBeChecked()
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('moves focus with the arrow keys and chooses with Space or Enter', async () => {
    const user = userEvent.setup()
    render(<ToggleSwitch label="Reporting period" options={periods} defaultValue="monthly" />)
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Quarterly' })).toHaveFocus())
    await user.keyboard(' ')
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeChecked()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Annual' })).toHaveFocus())
    await user.keyboard('{Enter}')
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Monthly' })).toHaveFocus())
  })

  it('is one tab stop', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ToggleSwitch label="Reporting period" options={periods} defaultValue="quarterly" />
        <button type="button">Download</button>
      </>,
    )
    await user.tab()
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toHaveFocus()
    await user.tab()
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus()
  })

  it('follows a controlled value', async () => {
    function Controlled() {
      const [value, setValue] = useState('annual')
      return (
        <>
          <ToggleSwitch
            label="Reporting period"
            options={periods}
            value={value}
            onValueChange={setValue}
          />
          <p>Showing: {value}</p>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Monthly' }))
    expect(screen.getByText('Showing: monthly')).toBeInTheDocument()
  })

  it('does nothing when disabled, and skips a disabled option', async () => {
    const onValueChange = vi.fn()
    const { rerender } = render(
      <ToggleSwitch
        label="Reporting period"
        options={periods}
        defaultValue="monthly"
        disabled
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }))
    expect(onValueChange).not.toHaveBeenCalled()

    rerender(
      <ToggleSwitch
        label="Reporting period"
        options={periods.map((option) => ({ ...option, disabled: option.value === 'annual' }))}
        defaultValue="monthly"
        onValueChange={onValueChange}
      />,
    )
    expect(screen.getByRole('radio', { name: 'Annual' })).toBeDisabled()
    await userEvent.click(screen.getByRole('radio', { name: 'Annual' }))
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it.each(['dark', 'light', 'notch', 'bordered'] as const)(
    'takes the %s theme, with items 246 px wide that may shrink',
    (theme) => {
      render(
        <ToggleSwitch
          label="Reporting period"
          options={periods}
          defaultValue="monthly"
          theme={theme}
        />,
      )
      expect(screen.getByRole('radiogroup')).toHaveAttribute('data-theme', theme)
      for (const item of screen.getAllByRole('radio')) {
        expect(item).toHaveClass('w-[246px]', 'shrink')
        expect(item).not.toHaveClass('min-w-0')
      }
    },
  )
})

describeControlledContract('ToggleSwitch', {
  render: (props) => <ToggleSwitch label="Reporting period" options={periods} {...props} />,
  values: ['quarterly', 'annual'],
  empty: '',
  choose: async (user, value) => {
    const option = periods.find((candidate) => candidate.value === value)
    await user.click(screen.getByRole('radio', { name: String(option?.label) }))
  },
  shown: () =>
    periods.find(
      (option) =>
        screen.getByRole('radio', { name: String(option.label) }).getAttribute('aria-checked') ===
        'true',
    )?.value ?? '',
})
