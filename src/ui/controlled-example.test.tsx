import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { controlledExample, valueText } from './controlled-example'
import { Input } from './input'

describe('valueText', () => {
  it('reads (none) for null and for an empty text, and the formatted value otherwise', () => {
    expect(valueText(null)).toBe('(none)')
    expect(valueText('')).toBe('(none)')
    expect(valueText<string[]>([], (values) => values.join(', '))).toBe('(none)')
    expect(valueText(['eft', 'card'], (values) => values.join(', '))).toBe('eft, card')
    expect(valueText(false, (on) => (on ? 'on' : 'off'))).toBe('off')
  })
})

describe('controlledExample', () => {
  it('is a section example named "Controlled <widget>" whose Clear empties the widget', async () => {
    const example = controlledExample<string>({
      widget: 'input',
      initial: 'Mzansi Clearing',
      render: (value, setValue) => (
        <Input aria-label="Company name" value={value} onValueChange={setValue} />
      ),
    })
    expect(example.name).toBe('Controlled input')
    expect(example.section).toBe(true)
    render(<>{example.render()}</>)
    const user = userEvent.setup()
    expect(screen.getByRole('status')).toHaveTextContent('Value: Mzansi Clearing')
    await user.type(screen.getByRole('textbox', { name: 'Company name' }), ' Ltd')
    expect(screen.getByRole('status')).toHaveTextContent('Value: Mzansi Clearing Ltd')
    await user.click(screen.getByRole('button', { name: 'Clear' }))
    expect(screen.getByRole('status')).toHaveTextContent('Value: (none)')
    expect(screen.getByRole('textbox', { name: 'Company name' })).toHaveValue('')
  })
})
