import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { OptionPicker, type PickerOption } from './option-picker'

const ranges: PickerOption[] = [
  { value: '1y', label: '1 year' },
  { value: '5y', label: '5 years' },
  { value: 'all', label: 'All' },
]

describe('OptionPicker', () => {
  it('is a radio group named by its label, with a radio per option', () => {
    render(<OptionPicker label="Chart range" options={ranges} defaultValue="5y" />)
    const group = screen.getByRole('radiogroup', { name: 'Chart range' })
    expect(group).toContainElement(screen.getByRole('radio', { name: '1 year' }))
    expect(screen.getAllByRole('radio')).toHaveLength(3)
    expect(screen.getByRole('radio', { name: '5 years' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '5 years' })).toHaveAttribute('data-state', 'on')
  })

  it('chooses one option at a time on click and emits its value', async () => {
    const onValueChange = vi.fn()
    render(
      <OptionPicker
        label="Chart range"
        options={ranges}
        defaultValue="1y"
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(screen.getByRole('radio', { name: '1 year' })).not.toBeChecked()
    expect(onValueChange).toHaveBeenCalledWith('all')
  })

  it('never clears the choice by pressing the chosen option again', async () => {
    const onValueChange = vi.fn()
    render(
      <OptionPicker
        label="Chart range"
        options={ranges}
        defaultValue="1y"
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: '1 year' }))
    expect(screen.getByRole('radio', { name: '1 year' })).toBeChecked()
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('clears the choice with allowEmpty', async () => {
    const onValueChange = vi.fn()
    render(
      <OptionPicker
        label="Filter by year"
        options={ranges}
        defaultValue="1y"
        allowEmpty
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: '1 year' }))
    expect(onValueChange).toHaveBeenCalledWith('')
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked()
  })

  it('moves focus with the arrow keys, wrapping, and chooses with Space or Enter', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(
      <OptionPicker
        label="Chart range"
        options={ranges}
        defaultValue="1y"
        onValueChange={onValueChange}
      />,
    )
    await user.tab()
    expect(screen.getByRole('radio', { name: '1 year' })).toHaveFocus()
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('radio', { name: '5 years' })).toHaveFocus())
    expect(onValueChange).not.toHaveBeenCalled()
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenLastCalledWith('5y')
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(screen.getByRole('radio', { name: '1 year' })).toHaveFocus())
    await user.keyboard('{ArrowLeft}')
    await waitFor(() => expect(screen.getByRole('radio', { name: 'All' })).toHaveFocus())
    await user.keyboard(' ')
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    expect(onValueChange).toHaveBeenLastCalledWith('all')
  })

  it('follows a controlled value', async () => {
    function Controlled() {
      const [range, setRange] = useState('all')
      return (
        <>
          <OptionPicker
            label="Chart range"
            options={ranges}
            value={range}
            onValueChange={setRange}
          />
          <p>Range: {range}</p>
        </>
      )
    }
    render(<Controlled />)
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: '5 years' }))
    expect(screen.getByText('Range: 5y')).toBeInTheDocument()
  })

  it('does nothing when disabled, and never chooses a disabled option', async () => {
    const onValueChange = vi.fn()
    const { rerender } = render(
      <OptionPicker
        label="Chart range"
        options={ranges}
        defaultValue="1y"
        disabled
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    rerender(
      <OptionPicker
        label="Chart range"
        options={ranges.map((range) => ({ ...range, disabled: range.value === 'all' }))}
        defaultValue="1y"
        onValueChange={onValueChange}
      />,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'All' }))
    expect(screen.getByRole('radio', { name: 'All' })).toBeDisabled()
    expect(onValueChange).not.toHaveBeenCalled()
  })

  it('keeps targets at least 44 px by default and 32 px when small', () => {
    const { rerender } = render(<OptionPicker label="Chart range" options={ranges} />)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveClass('min-h-11', 'min-w-11')
    rerender(<OptionPicker label="Chart range" options={ranges} size="sm" />)
    expect(screen.getByRole('radio', { name: 'All' })).toHaveClass('min-h-8', 'min-w-8')
  })
})

describeControlledContract('OptionPicker', {
  render: (props) => <OptionPicker label="Chart range" options={ranges} {...props} />,
  values: ['5y', 'all'],
  empty: '',
  choose: async (user, value) => {
    const option = ranges.find((candidate) => candidate.value === value)
    await user.click(screen.getByRole('radio', { name: String(option?.label) }))
  },
  shown: () =>
    ranges.find(
      (option) =>
        screen.getByRole('radio', { name: String(option.label) }).getAttribute('aria-checked') ===
        'true',
    )?.value ?? '',
})
