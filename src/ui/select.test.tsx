import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { Field, FieldControl, FieldLabel } from './field'
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
  type SelectProps,
} from './select'

const banks = [
  'Absa',
  'African Bank',
  'Capitec',
  'Discovery Bank',
  'FNB',
  'Nedbank',
  'Standard Bank',
]
const moreBanks = Array.from({ length: 14 }, (_, index) => `Member bank ${index + 1}`)

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  vi.useRealTimers()
})

function BankSelect(props: SelectProps & { options?: readonly string[] }) {
  const { options = banks, ...rest } = props
  return (
    <Field>
      <FieldLabel>Bank</FieldLabel>
      <Select {...rest}>
        <FieldControl>
          <SelectTrigger>
            <SelectValue placeholder="Choose a bank" />
          </SelectTrigger>
        </FieldControl>
        <SelectContent>
          {options.map((bank) => (
            <SelectItem key={bank} value={bank.toLowerCase()} disabled={bank === 'Capitec'}>
              {bank}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Field>
  )
}

function setup(props: SelectProps & { options?: readonly string[] } = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const onValueChange = vi.fn()
  const view = render(
    <main>
      <h1>Find a branch</h1>
      <BankSelect onValueChange={onValueChange} {...props} />
      <a href="#after">After the select</a>
    </main>,
  )
  return { user, onValueChange, ...view }
}

const trigger = () => screen.getByRole('combobox', { name: 'Bank' })

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The option the trigger points at; the trigger keeps focus. */
function highlighted(): string | undefined {
  const id = trigger().getAttribute('aria-activedescendant')
  const option = id === null ? null : document.getElementById(id)
  if (option) {
    expect(option).toHaveAttribute('data-highlighted')
    // WAI-ARIA's select-only combobox: the option pointed at is the selected one while open.
    expect(
      screen
        .getAllByRole('option')
        .filter((other) => other.getAttribute('aria-selected') === 'true'),
    ).toEqual([option])
  }
  return option?.textContent ?? undefined
}

describe('Select parts', () => {
  it('is a select-only combobox: a button that controls a listbox named by the field label', async () => {
    const { user } = setup()
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(trigger()).not.toHaveAttribute('aria-controls')
    expect(trigger()).toHaveTextContent('Choose a bank')
    await user.click(trigger())
    const listbox = screen.getByRole('listbox', { name: 'Bank' })
    expect(trigger()).toHaveAttribute('aria-expanded', 'true')
    expect(trigger()).toHaveAttribute('aria-controls', listbox.id)
    expect(within(listbox).getAllByRole('option')).toHaveLength(banks.length)
    expect(screen.getByRole('option', { name: 'Capitec' })).toHaveAttribute('aria-disabled', 'true')
  })

  it('hides nothing and traps nothing while open: the page stays exposed, Tab leaves and closes it', async () => {
    const { user } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    expect(screen.getByRole('heading', { name: 'Find a branch' })).toBeInTheDocument()
    expect(document.querySelectorAll('[aria-hidden="true"]:not(svg)')).toHaveLength(0)
    await user.tab()
    expect(screen.getByRole('link', { name: 'After the select' })).toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
  })

  it('a click on an option chooses it, closes the list and leaves focus on the trigger', async () => {
    const { user, onValueChange } = setup()
    await user.click(trigger())
    await user.click(screen.getByRole('option', { name: 'FNB' }))
    expect(onValueChange).toHaveBeenCalledWith('fnb')
    expect(trigger()).toHaveTextContent('FNB')
    expect(trigger()).toHaveFocus()
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    await user.click(trigger())
    expect(screen.getByRole('option', { name: 'FNB' })).toHaveAttribute('aria-selected', 'true')
    expect(highlighted()).toBe('FNB')
  })

  it('a disabled option cannot be chosen by click', async () => {
    const { user, onValueChange } = setup()
    await user.click(trigger())
    await user.click(screen.getByRole('option', { name: 'Capitec' }))
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('Home and End open at the first and last option; they and the arrows move within the list', async () => {
    const { user } = setup()
    trigger().focus()
    await user.keyboard('{End}')
    expect(highlighted()).toBe('Standard Bank')
    await user.keyboard('{ArrowDown}')
    expect(highlighted()).toBe('Standard Bank')
    await user.keyboard('{Home}')
    expect(highlighted()).toBe('Absa')
    await user.keyboard('{ArrowUp}')
    expect(highlighted()).toBe('Absa')
    await user.keyboard('{Escape}')
    await user.keyboard('{Home}')
    expect(highlighted()).toBe('Absa')
  })

  it('PageDown and PageUp move ten options at a time', async () => {
    const { user } = setup({ options: moreBanks })
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(highlighted()).toBe('Member bank 1')
    await user.keyboard('{PageDown}')
    expect(highlighted()).toBe('Member bank 11')
    await user.keyboard('{PageDown}')
    expect(highlighted()).toBe('Member bank 14')
    await user.keyboard('{PageUp}')
    expect(highlighted()).toBe('Member bank 4')
  })

  it('typing opens the list at the first option that starts with the letters typed', async () => {
    const { user, onValueChange } = setup()
    trigger().focus()
    await user.keyboard('n')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    expect(highlighted()).toBe('Nedbank')
    expect(onValueChange).not.toHaveBeenCalled()
    await elapse(1100)
    await user.keyboard('di')
    expect(highlighted()).toBe('Discovery Bank')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('discovery bank')
  })

  it('the same letter again moves on to the next option with it, skipping disabled ones', async () => {
    const { user } = setup()
    trigger().focus()
    await user.keyboard('a')
    expect(highlighted()).toBe('Absa')
    await user.keyboard('a')
    expect(highlighted()).toBe('African Bank')
    await user.keyboard('a')
    expect(highlighted()).toBe('Absa')
    await elapse(1100)
    // Capitec is disabled: "c" finds nothing and leaves the highlight where it was.
    await user.keyboard('c')
    expect(highlighted()).toBe('Absa')
  })

  it('a space while typing is part of the search, not a choice', async () => {
    const { user, onValueChange } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    await user.keyboard('standard b')
    expect(highlighted()).toBe('Standard Bank')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(screen.getByRole('listbox')).toBeInTheDocument()
  })

  it('shows the chosen option of defaultValue in the trigger once the page runs', () => {
    setup({ defaultValue: 'nedbank' })
    expect(trigger()).toHaveTextContent('Nedbank')
    expect(trigger()).not.toHaveAttribute('data-placeholder')
  })

  it('renders on the server with no list, and the placeholder', () => {
    const html = renderToString(<BankSelect />)
    const page = new DOMParser().parseFromString(html, 'text/html')
    expect(page.querySelector('[role="combobox"]')?.textContent).toBe('Choose a bank')
    expect(page.querySelector('[role="listbox"]')).toBeNull()
  })

  it('does not open when disabled', async () => {
    const { user } = setup({ disabled: true })
    expect(trigger()).toBeDisabled()
    await user.click(trigger())
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('sends its value with a form through a hidden input of its name', async () => {
    const { user, container } = setup({ name: 'bank' })
    const input = () => container.querySelector<HTMLInputElement>('input[name="bank"]')
    expect(input()?.value).toBe('')
    await user.click(trigger())
    await user.click(screen.getByRole('option', { name: 'Absa' }))
    expect(input()?.value).toBe('absa')
  })

  it('follows open/defaultOpen/onOpenChange', async () => {
    const onOpenChange = vi.fn()
    const { user } = setup({ defaultOpen: true, onOpenChange })
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await elapse(0)
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('groups options under their labels; the separator is not read', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <Select defaultValue="salary-index">
        <SelectTrigger aria-label="Report">
          <SelectValue />
        </SelectTrigger>
        <SelectContent aria-label="Reports">
          <SelectGroup>
            <SelectLabel>Transaction data</SelectLabel>
            <SelectItem value="monthly-volumes">Monthly volumes</SelectItem>
          </SelectGroup>
          <SelectSeparator />
          <SelectGroup>
            <SelectLabel>Economic indices</SelectLabel>
            <SelectItem value="salary-index">Net salary index</SelectItem>
          </SelectGroup>
        </SelectContent>
      </Select>,
    )
    const reportTrigger = screen.getByRole('combobox', { name: 'Report' })
    expect(reportTrigger).toHaveTextContent('Net salary index')
    await user.click(reportTrigger)
    const listbox = screen.getByRole('listbox', { name: 'Reports' })
    const groups = within(listbox).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('aria-labelledby'))).toEqual(
      groups.map((group) => group.querySelector('[data-slot="select-label"]')?.id),
    )
    expect(within(listbox).getByRole('group', { name: 'Economic indices' })).toContainElement(
      screen.getByRole('option', { name: 'Net salary index' }),
    )
    expect(listbox.querySelector('[data-slot="select-separator"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })
})

describeControlledContract('Select parts', {
  render: (props) => <BankSelect name="bank" {...props} />,
  values: ['absa', 'nedbank'],
  empty: '',
  choose: async (user, value) => {
    await user.click(trigger())
    await user.click(
      screen.getByRole('option', { name: banks.find((bank) => bank.toLowerCase() === value) }),
    )
    await elapse(0)
  },
  shown: () =>
    trigger().hasAttribute('data-placeholder') ? '' : (trigger().textContent ?? '').toLowerCase(),
  // The form sends what the trigger shows: the hidden input never keeps an earlier choice.
  traces: (value) => {
    expect(document.querySelector<HTMLInputElement>('input[name="bank"]')?.value).toBe(value)
    if (value === '') expect(trigger()).toHaveTextContent('Choose a bank')
  },
})
