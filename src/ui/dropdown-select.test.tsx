import { mockMatchMedia } from '../test-utils/match-media'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { useEffect } from 'react'
import { Controller, useForm, type UseFormReset } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import {
  DROPDOWN_REQUIRED_MESSAGE,
  DropdownSelect,
  type DropdownSelectProps,
} from './dropdown-select'

const provinces = [
  { value: 'gauteng', label: 'Gauteng' },
  { value: 'western-cape', label: 'Western Cape' },
  { value: 'kwazulu-natal', label: 'KwaZulu-Natal' },
  { value: 'limpopo', label: 'Limpopo', disabled: true },
  { value: 'free-state', label: 'Free State' },
]

// jsdom lacks what Radix Select calls on pointer events, scrolling and resizing.
let restoreMatchMedia = () => {}

function mockMedia({ mobile = false, reducedMotion = false } = {}) {
  restoreMatchMedia = mockMatchMedia(
    (query) =>
      (query.includes('max-width: 549.98px') && mobile) ||
      (query.includes('prefers-reduced-motion') && reducedMotion),
  )
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  mockMedia()
})

afterEach(() => {
  vi.useRealTimers()
  restoreMatchMedia()
})

function setup(props: Partial<DropdownSelectProps> = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const onValueChange = vi.fn()
  const view = render(
    <DropdownSelect
      label="Province"
      placeholder="Choose a province"
      options={provinces}
      onValueChange={onValueChange}
      {...props}
    />,
  )
  const root = view.container.querySelector('[data-slot="dropdown-select"]') as HTMLElement
  return { user, onValueChange, root, ...view }
}

const trigger = () => screen.getByRole('combobox')

/** The option the trigger points at (it keeps focus), which is the one highlighted. */
function expectHighlighted(name: string) {
  const option = screen.getByRole('option', { name })
  expect(trigger()).toHaveFocus()
  expect(trigger()).toHaveAttribute('aria-activedescendant', option.id)
  expect(option).toHaveAttribute('data-highlighted')
  expect(
    screen.getAllByRole('option').filter((other) => other.hasAttribute('data-highlighted')),
  ).toEqual([option])
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms)
  })
}

/** The select as served, in a GET form, hydrated (or not yet: `hydrate: false`). */
async function served(
  element: React.ReactElement,
  { hydrate = true, before }: { hydrate?: boolean; before?: (page: HTMLElement) => void } = {},
) {
  const tree = <form action="/branch-search">{element}</form>
  const page = document.createElement('div')
  page.innerHTML = renderToString(tree)
  document.body.append(page)
  onTestFinished(() => page.remove())
  before?.(page)
  if (hydrate) {
    await act(async () => {
      const root = hydrateRoot(page, tree)
      onTestFinished(() => act(() => root.unmount()))
    })
  }
  return page
}

describe('DropdownSelect', () => {
  it('is served as a native select that sends its value with the form, without JavaScript', async () => {
    const page = await served(
      <DropdownSelect label="Province" name="province" options={provinces} value="western-cape" />,
      { hydrate: false },
    )
    const select = within(page).getByRole('combobox', { name: 'Province' })
    expect(select.tagName).toBe('SELECT')
    expect(select).toHaveDisplayValue('Western Cape')
    expect(Object.fromEntries(new FormData(page.querySelector('form')!))).toEqual({
      province: 'western-cape',
    })
  })

  it('is enhanced in place into the listbox once hydrated, showing the same value', async () => {
    const page = await served(
      <DropdownSelect label="Province" name="province" options={provinces} value="western-cape" />,
    )
    const button = within(page).getByRole('combobox', { name: 'Province' })
    expect(button.tagName).toBe('BUTTON')
    expect(button).toHaveTextContent('Western Cape')
    expect(page.querySelector('select')).toBeNull()
  })

  it('gives focus to the button when the visitor was on the select as the script ran', async () => {
    const page = await served(
      <DropdownSelect label="Province" name="province" options={provinces} value="gauteng" />,
      { before: (served) => served.querySelector('select')!.focus() },
    )
    expect(within(page).getByRole('combobox', { name: 'Province' })).toHaveFocus()
  })

  it('keeps what the visitor chose in the native select before the script ran', async () => {
    const onValueChange = vi.fn()
    const page = await served(
      <DropdownSelect
        label="Province"
        name="province"
        options={provinces}
        defaultValue="gauteng"
        onValueChange={onValueChange}
      />,
      {
        before: (served) => {
          served.querySelector('select')!.value = 'free-state'
        },
      },
    )
    expect(within(page).getByRole('combobox', { name: 'Province' })).toHaveTextContent('Free State')
    expect(onValueChange).toHaveBeenCalledWith('free-state')
  })

  it('is a labelled combobox that shows its placeholder until something is chosen', () => {
    const { root } = setup()
    expect(screen.getByRole('combobox', { name: 'Province' })).toBe(trigger())
    expect(trigger()).toHaveTextContent('Choose a province')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(root).toHaveAttribute('data-state', 'closed')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
  })

  it('opens with Enter, moves the highlight with the arrows and selects with Enter', async () => {
    const { user, onValueChange, root } = setup()
    await user.tab()
    expect(trigger()).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(root).toHaveAttribute('data-state', 'open')
    const listbox = screen.getByRole('listbox')
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(provinces.map((province) => province.label))
    expect(listbox).toHaveAccessibleName('Province')
    expect(trigger()).toHaveAttribute('aria-controls', listbox.id)
    await elapse(10)
    expectHighlighted('Gauteng')
    await user.keyboard('{ArrowDown}')
    await elapse(10)
    expectHighlighted('Western Cape')
    for (const key of ['{ArrowDown}', '{ArrowUp}', '{ArrowDown}', '{ArrowDown}']) {
      await user.keyboard(key)
      await elapse(10)
    }
    // From KwaZulu-Natal the highlight skips the disabled Limpopo.
    expectHighlighted('Free State')
    await user.keyboard('{Enter}')
    expect(onValueChange).toHaveBeenCalledWith('free-state')
    expect(trigger()).toHaveTextContent('Free State')
    expect(root).toHaveAttribute('data-state', 'closing')
    await elapse(300)
    expect(root).toHaveAttribute('data-state', 'closed')
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toHaveFocus()
  })

  it('opens and selects with Space too', async () => {
    const { user, onValueChange } = setup()
    trigger().focus()
    await user.keyboard(' ')
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    await elapse(10)
    await user.keyboard('{ArrowDown}')
    await elapse(10)
    await user.keyboard(' ')
    expect(onValueChange).toHaveBeenCalledWith('western-cape')
  })

  it('holds the closing state for the 300 ms close animation', () => {
    vi.useRealTimers()
    vi.useFakeTimers()
    const { root } = setup()
    fireEvent.keyDown(trigger(), { key: 'Enter' })
    expect(root).toHaveAttribute('data-state', 'open')
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' })
    expect(root).toHaveAttribute('data-state', 'closing')
    act(() => vi.advanceTimersByTime(299))
    expect(root).toHaveAttribute('data-state', 'closing')
    act(() => vi.advanceTimersByTime(1))
    expect(root).toHaveAttribute('data-state', 'closed')
  })

  it('skips the closing wait when the visitor prefers reduced motion', async () => {
    mockMedia({ reducedMotion: true })
    const { user, root } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    await elapse(0)
    expect(root).toHaveAttribute('data-state', 'closed')
  })

  it('leaves the rest of the page exposed to assistive technology while open, like a native select', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <main>
        <h1>Branch locator</h1>
        <p aria-hidden="true">Decoration hidden before the list opened</p>
        <DropdownSelect label="Province" options={provinces} />
      </main>,
    )
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    expect(screen.getByRole('listbox')).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Branch locator' })).toBeInTheDocument()
    expect(screen.getByRole('main').contains(screen.getByRole('listbox'))).toBe(true)
    expect(screen.getByText('Decoration hidden before the list opened')).toHaveAttribute(
      'aria-hidden',
      'true',
    )
  })

  it('closes on Escape without choosing and gives focus back to the trigger', async () => {
    const { user, onValueChange } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(trigger()).toHaveAttribute('aria-expanded', 'false')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(trigger()).toHaveTextContent('Choose a province')
    expect(trigger()).toHaveFocus()
  })

  it('closes on a click outside', async () => {
    const { user, root } = setup()
    await user.click(trigger())
    expect(root).toHaveAttribute('data-state', 'open')
    await elapse(10)
    await user.click(document.body)
    expect(root).toHaveAttribute('data-state', 'closing')
  })

  it('closes 50 ms after the window scrolls or resizes, debounced', () => {
    // A clock that does not follow real time, so that the 50 ms are exact.
    vi.useRealTimers()
    vi.useFakeTimers()
    const { root } = setup()
    const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms))
    const scrollTo = (y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
      fireEvent.scroll(window)
    }
    fireEvent.keyDown(trigger(), { key: 'Enter' })
    expect(root).toHaveAttribute('data-state', 'open')
    // A scroll event that does not move the page (Radix locking the scroll) keeps it open.
    fireEvent.scroll(window)
    advance(100)
    expect(root).toHaveAttribute('data-state', 'open')
    scrollTo(40)
    advance(40)
    scrollTo(80)
    advance(40)
    expect(root).toHaveAttribute('data-state', 'open')
    advance(10)
    expect(root).toHaveAttribute('data-state', 'closing')
    scrollTo(0)

    advance(300)
    fireEvent.keyDown(trigger(), { key: 'Enter' })
    expect(root).toHaveAttribute('data-state', 'open')
    fireEvent(window, new Event('resize'))
    advance(50)
    expect(root).not.toHaveAttribute('data-state', 'open')
  })

  it('closes when it becomes disabled while open', async () => {
    const { user, root, rerender } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(root).toHaveAttribute('data-state', 'open')
    rerender(<DropdownSelect label="Province" options={provinces} disabled />)
    await elapse(0)
    expect(root).toHaveAttribute('data-state', 'closing')
    await elapse(300)
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument()
    expect(trigger()).toBeDisabled()
  })

  it('does nothing when disabled', async () => {
    const { user, root } = setup({ disabled: true })
    expect(trigger()).toBeDisabled()
    await user.click(trigger())
    await user.keyboard('{Enter}')
    expect(root).toHaveAttribute('data-state', 'closed')
  })

  it('with selectDefault, closing with nothing selected selects the highlighted option', async () => {
    const { user, onValueChange } = setup({ selectDefault: true })
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{ArrowDown}')
    await elapse(10)
    await user.keyboard('{Escape}')
    expect(onValueChange).toHaveBeenCalledWith('western-cape')
    expect(trigger()).toHaveTextContent('Western Cape')
  })

  it('with selectDefault, closing keeps a choice already made', async () => {
    const { user, onValueChange } = setup({ selectDefault: true, defaultValue: 'free-state' })
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{ArrowUp}')
    await elapse(10)
    await user.keyboard('{Escape}')
    expect(onValueChange).not.toHaveBeenCalled()
    expect(trigger()).toHaveTextContent('Free State')
  })

  it('without selectDefault, closing with nothing selected selects nothing', async () => {
    const { user, onValueChange } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{ArrowDown}{Escape}')
    expect(onValueChange).not.toHaveBeenCalled()
  })

  describe('shows its error only when touched, invalid, closed and error display is on', () => {
    const cases = [
      { touched: true, invalid: true, closed: true, showError: true, shown: true },
      { touched: false, invalid: true, closed: true, showError: true, shown: false },
      { touched: true, invalid: false, closed: true, showError: true, shown: false },
      { touched: true, invalid: true, closed: false, showError: true, shown: false },
      { touched: true, invalid: true, closed: true, showError: false, shown: false },
    ]
    for (const { touched, invalid, closed, showError, shown } of cases) {
      it(`touched ${touched}, invalid ${invalid}, closed ${closed}, showError ${showError}: ${shown ? 'shown' : 'hidden'}`, async () => {
        const { user } = setup({
          touched,
          showError,
          error: invalid ? 'Choose the province of your branch.' : undefined,
        })
        if (!closed) {
          trigger().focus()
          await user.keyboard('{Enter}')
        }
        const error = screen.queryByText('Choose the province of your branch.')
        if (shown) {
          expect(error).toBeVisible()
          expect(trigger()).toHaveAttribute('aria-invalid', 'true')
          expect(trigger()).toHaveAccessibleDescription('Choose the province of your branch.')
        } else {
          expect(error).not.toBeInTheDocument()
          expect(trigger()).not.toHaveAttribute('aria-invalid')
          expect(trigger()).not.toHaveAttribute('aria-describedby')
        }
      })
    }
  })

  it('shows the required error only after the list has closed, and clears it on a choice', async () => {
    const { user, root } = setup({ required: true })
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument()
    trigger().focus()
    await user.keyboard('{Enter}')
    await user.keyboard('{Escape}')
    expect(root).toHaveAttribute('data-state', 'closing')
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument()
    await elapse(300)
    expect(trigger()).toHaveAccessibleDescription('Choose an option.')
    expect(trigger()).toHaveAttribute('aria-invalid', 'true')

    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{Enter}')
    await elapse(300)
    expect(trigger()).toHaveTextContent('Gauteng')
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument()
    expect(trigger()).not.toHaveAttribute('aria-invalid')
  })

  it('becomes touched when focus leaves it', async () => {
    const { user } = setup({ required: true })
    await user.tab()
    await user.tab()
    expect(trigger()).toHaveAccessibleDescription('Choose an option.')
  })

  it('limits the open list to 250 px by default, or to the height asked for', async () => {
    const { user, unmount } = setup()
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('listbox').style.maxHeight).toContain('250px')
    unmount()
    setup({ maxHeight: 180 })
    trigger().focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('listbox').style.maxHeight).toContain('180px')
  })

  it('has a small variant at least 230 px wide', () => {
    const { root } = setup({ size: 'small' })
    expect(root).toHaveAttribute('data-size', 'small')
    expect(root.className).toContain('min-w-[230px]')
  })

  it('shows a controlled value', () => {
    setup({ value: 'gauteng' })
    expect(trigger()).toHaveTextContent('Gauteng')
  })

  describe('below 550 px', () => {
    beforeEach(() => mockMedia({ mobile: true }))

    it('is a native select with the same label, options and placeholder', () => {
      const { root } = setup()
      expect(root).toHaveAttribute('data-layout', 'native')
      const select = trigger()
      expect(select.tagName).toBe('SELECT')
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a province', ...provinces.map((province) => province.label)])
      expect(within(select).getByRole('option', { name: 'Limpopo' })).toBeDisabled()
    })

    it('emits the chosen value', async () => {
      const { user, onValueChange } = setup()
      await user.selectOptions(trigger(), 'Western Cape')
      expect(onValueChange).toHaveBeenCalledWith('western-cape')
      expect(trigger()).toHaveValue('western-cape')
    })

    it('follows the same error rule: shown after blur when required and empty', async () => {
      const { user } = setup({ required: true })
      // Explicitly not invalid: an empty required select is :invalid, which Chromium announces.
      expect(trigger()).toHaveAttribute('aria-invalid', 'false')
      expect(trigger()).toBeRequired()
      await user.tab()
      await user.tab()
      expect(trigger()).toHaveAttribute('aria-invalid', 'true')
      expect(trigger()).toHaveAccessibleDescription('Choose an option.')
      await user.selectOptions(trigger(), 'Gauteng')
      expect(trigger()).toHaveAttribute('aria-invalid', 'false')
    })

    it('hides the error when error display is off, and honours disabled', () => {
      setup({ touched: true, error: 'Choose a province.', showError: false, disabled: true })
      expect(screen.queryByText('Choose a province.')).not.toBeInTheDocument()
      expect(trigger()).toBeDisabled()
    })
  })
})

describe('DropdownSelect: side state a parent can reset', () => {
  it('a required select is pristine again after react-hook-form reset(): no error shows', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    let reset: UseFormReset<{ province: string }> = () => {}
    function Form() {
      const form = useForm<{ province: string }>({ defaultValues: { province: '' } })
      useEffect(() => {
        reset = form.reset
      })
      return (
        <Controller
          control={form.control}
          name="province"
          render={({ field }) => (
            <DropdownSelect
              label="Province"
              placeholder="Choose a province"
              options={provinces}
              required
              value={field.value}
              onValueChange={field.onChange}
            />
          )}
        />
      )
    }
    render(<Form />)
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.click(screen.getByRole('option', { name: 'Gauteng' }))
    await elapse(300)
    expect(trigger()).toHaveTextContent('Gauteng')
    act(() => reset())
    expect(trigger()).toHaveTextContent('Choose a province')
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument()
    expect(trigger()).not.toHaveAttribute('aria-invalid', 'true')
  })

  it('a parent that clears the value leaves it pristine; touching it again shows the error', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const props = { label: 'Province', placeholder: 'Choose a province', options: provinces }
    const { rerender } = render(<DropdownSelect {...props} required value="gauteng" />)
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{Escape}')
    await elapse(300)
    rerender(<DropdownSelect {...props} required value="" />)
    expect(screen.queryByText('Choose an option.')).not.toBeInTheDocument()
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.keyboard('{Escape}')
    await elapse(300)
    expect(screen.getByText('Choose an option.')).toBeVisible()
  })
})

describe('DropdownSelect: its form reset', () => {
  /** A form with a required province select, a field after it and a reset button. */
  function renderForm(select: Partial<DropdownSelectProps> = {}) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <form aria-label="Branch search">
        <DropdownSelect
          label="Province"
          placeholder="Choose a province"
          options={provinces}
          required
          {...select}
        />
        <input aria-label="Branch name" />
        <button type="reset">Start again</button>
      </form>,
    )
    const form = screen.getByRole('form', { name: 'Branch search' }) as HTMLFormElement
    return { user, form }
  }

  it.each([
    ['a list', false],
    ['a native select below 550 px', true],
  ])(
    'as %s, tabbed through and unchanged, shows no error after form.reset()',
    async (_layout, mobile) => {
      mockMedia({ mobile })
      const { user, form } = renderForm()
      await user.tab()
      expect(trigger()).toHaveFocus()
      await user.tab()
      expect(screen.getByRole('textbox', { name: 'Branch name' })).toHaveFocus()
      expect(screen.getByText(DROPDOWN_REQUIRED_MESSAGE)).toBeVisible()
      act(() => form.reset())
      await elapse(0)
      expect(screen.queryByText(DROPDOWN_REQUIRED_MESSAGE)).not.toBeInTheDocument()
      expect(trigger()).not.toHaveAttribute('aria-invalid', 'true')
      // The native select shows the placeholder again, not the first province.
      if (mobile) expect(trigger()).toHaveDisplayValue('Choose a province')
    },
  )

  it('as a native select left alone, still shows its placeholder after form.reset()', async () => {
    mockMedia({ mobile: true })
    const { form } = renderForm()
    act(() => form.reset())
    await elapse(0)
    expect(trigger()).toHaveDisplayValue('Choose a province')
    expect(trigger()).toHaveValue('')
  })

  it('goes back to its default value and shows no error after a reset button', async () => {
    const { user } = renderForm({ defaultValue: 'gauteng' })
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.click(screen.getByRole('option', { name: 'Western Cape' }))
    await elapse(300)
    expect(trigger()).toHaveTextContent('Western Cape')
    await user.click(screen.getByRole('button', { name: 'Start again' }))
    await elapse(0)
    expect(trigger()).toHaveTextContent('Gauteng')
    expect(screen.queryByText(DROPDOWN_REQUIRED_MESSAGE)).not.toBeInTheDocument()
  })
})

describeControlledContract('DropdownSelect', {
  render: (props) => (
    <DropdownSelect
      label="Province"
      placeholder="Choose a province"
      options={provinces}
      required
      {...props}
    />
  ),
  values: ['gauteng', 'free-state'],
  empty: '',
  choose: async (user, value) => {
    const label = provinces.find((province) => province.value === value)?.label
    trigger().focus()
    await user.keyboard('{Enter}')
    await elapse(10)
    await user.click(screen.getByRole('option', { name: label }))
    await elapse(300)
  },
  shown: () => provinces.find((province) => province.label === trigger().textContent)?.value ?? '',
  // Required and left empty by its parent, it is pristine: no error until the visitor touches it.
  traces: () => {
    expect(screen.queryByText(DROPDOWN_REQUIRED_MESSAGE)).not.toBeInTheDocument()
    expect(trigger()).not.toHaveAttribute('aria-invalid', 'true')
  },
})
