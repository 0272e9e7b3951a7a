import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { Accordion, resolveViewMode, type AccordionStep } from './accordion'

const steps: AccordionStep[] = [
  { stepTitle: 'Register as a participant', value: 'register', content: 'Send the form.' },
  { stepTitle: 'Test your integration', value: 'test', content: 'Use the test switch.' },
  { stepTitle: 'Go live', value: 'live', content: 'Agree a go-live date.' },
]

function trigger(name: string | RegExp) {
  return screen.getByRole('button', { name })
}

describe('Accordion', () => {
  it('starts with every step closed', () => {
    render(<Accordion steps={steps} />)
    for (const step of steps) {
      expect(trigger(step.stepTitle)).toHaveAttribute('aria-expanded', 'false')
    }
    expect(screen.queryByText('Send the form.')).not.toBeInTheDocument()
  })

  it('opens one step at a time and closes the open one when clicked again', async () => {
    const user = userEvent.setup()
    const onValueChange = vi.fn()
    render(<Accordion steps={steps} onValueChange={onValueChange} />)

    await user.click(trigger('Register as a participant'))
    expect(screen.getByText('Send the form.')).toBeVisible()

    await user.click(trigger('Test your integration'))
    expect(trigger('Register as a participant')).toHaveAttribute('aria-expanded', 'false')
    expect(trigger('Test your integration')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.queryByText('Send the form.')).not.toBeInTheDocument()

    await user.click(trigger('Test your integration'))
    expect(trigger('Test your integration')).toHaveAttribute('aria-expanded', 'false')
    expect(onValueChange.mock.calls).toEqual([['register'], ['test'], ['']])
  })

  it('opens the step marked isOpenDefault after load', () => {
    render(
      <Accordion
        steps={steps.map((step) => ({ ...step, isOpenDefault: step.value === 'test' }))}
      />,
    )
    expect(trigger('Test your integration')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Use the test switch.')).toBeVisible()
  })

  it('is driven by the keyboard: Tab to a step, Enter and Space toggle it, arrows move', async () => {
    const user = userEvent.setup()
    render(<Accordion steps={steps} />)
    await user.tab()
    expect(trigger('Register as a participant')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(trigger('Register as a participant')).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(trigger('Register as a participant')).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    expect(trigger('Test your integration')).toHaveFocus()
    await user.keyboard('{End}')
    expect(trigger('Go live')).toHaveFocus()
  })

  it('starts with the checked steps given by defaultSelected, over the steps’ own isChecked', () => {
    render(
      <Accordion
        steps={[
          { stepTitle: 'EFT credits', value: 'eft', isSelectable: true, isChecked: true },
          { stepTitle: 'Debit orders', value: 'debit', isSelectable: true },
        ]}
        defaultSelected={['debit']}
      />,
    )
    expect(screen.getByRole('checkbox', { name: 'Select EFT credits' })).not.toBeChecked()
    expect(screen.getByRole('checkbox', { name: 'Select Debit orders' })).toBeChecked()
  })

  it('adds and removes a selectable step in the selected list', async () => {
    const user = userEvent.setup()
    const onSelectedChange = vi.fn()
    render(
      <Accordion
        steps={[
          { stepTitle: 'EFT credits', value: 'eft', isSelectable: true, isChecked: true },
          { stepTitle: 'Debit orders', value: 'debit', isSelectable: true },
          { stepTitle: 'About these services', value: 'about' },
        ]}
        onSelectedChange={onSelectedChange}
      />,
    )
    const debit = screen.getByRole('checkbox', { name: 'Select Debit orders' })
    expect(screen.getByRole('checkbox', { name: 'Select EFT credits' })).toBeChecked()
    expect(debit).not.toBeChecked()
    expect(screen.getAllByRole('checkbox')).toHaveLength(2)

    await user.click(debit)
    expect(debit).toBeChecked()
    expect(onSelectedChange).toHaveBeenLastCalledWith(['eft', 'debit'])

    await user.click(screen.getByRole('checkbox', { name: 'Select EFT credits' }))
    expect(onSelectedChange).toHaveBeenLastCalledWith(['debit'])

    debit.focus()
    await user.keyboard(' ')
    expect(debit).not.toBeChecked()
    expect(onSelectedChange).toHaveBeenLastCalledWith([])
  })

  it('keeps the checkbox outside the trigger, and checking does not open the step', async () => {
    const user = userEvent.setup()
    render(
      <Accordion steps={[{ stepTitle: 'Debit orders', value: 'debit', isSelectable: true }]} />,
    )
    const checkbox = screen.getByRole('checkbox', { name: 'Select Debit orders' })
    expect(trigger('Debit orders')).not.toContainElement(checkbox)
    await user.click(checkbox)
    expect(trigger('Debit orders')).toHaveAttribute('aria-expanded', 'false')
  })

  it('says "Important" in words on an important step', () => {
    render(
      <Accordion steps={[{ stepTitle: 'Cut-off times', value: 'cut-off', important: true }]} />,
    )
    expect(trigger(/^Cut-off times\s*Important$/)).toBeInTheDocument()
  })

  it('renders titles at the heading level asked for (h3 by default)', () => {
    const { rerender } = render(<Accordion steps={steps} />)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
    rerender(<Accordion steps={steps} headingLevel={2} />)
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
    expect(screen.queryAllByRole('heading', { level: 3 })).toHaveLength(0)
  })

  it('shows the step heading above the title', () => {
    render(<Accordion steps={[{ stepTitle: 'Go live', stepHeading: 'Step 3', value: 'live' }]} />)
    expect(trigger(/^Step 3\s*Go live$/)).toBeInTheDocument()
  })

  it('shows panel or card, and anything else as panel', () => {
    const { container, rerender } = render(<Accordion steps={steps} viewMode="card" />)
    const root = () => container.querySelector('[data-slot="accordion"]')
    expect(root()).toHaveAttribute('data-view-mode', 'card')
    rerender(<Accordion steps={steps} viewMode="carousel" />)
    expect(root()).toHaveAttribute('data-view-mode', 'panel')
    expect(resolveViewMode(undefined)).toBe('panel')
    expect(resolveViewMode('PANEL')).toBe('panel')
    expect(resolveViewMode('card')).toBe('card')
  })
})

describeControlledContract<string>('Accordion (the open step)', {
  render: (props) => <Accordion steps={steps} {...props} />,
  values: ['register', 'test'],
  empty: '',
  choose: async (user, value) => {
    const step = steps.find((candidate) => candidate.value === value)
    await user.click(trigger(step?.stepTitle ?? ''))
  },
  shown: () =>
    steps.find((step) => trigger(step.stepTitle).getAttribute('aria-expanded') === 'true')?.value ??
    '',
})

const selectableSteps: AccordionStep[] = steps.map((step) => ({ ...step, isSelectable: true }))

describeControlledContract<string[]>('Accordion (the checked steps)', {
  render: ({ value, defaultValue, onValueChange }) => (
    <Accordion
      steps={selectableSteps}
      selected={value}
      defaultSelected={defaultValue}
      onSelectedChange={onValueChange}
    />
  ),
  values: [['register'], ['register', 'live']],
  empty: [],
  choose: async (user, value) => {
    for (const step of selectableSteps) {
      const box = screen.getByRole('checkbox', { name: new RegExp(step.stepTitle) })
      if ((box.getAttribute('aria-checked') === 'true') !== value.includes(step.value)) {
        await user.click(box)
      }
    }
  },
  shown: () =>
    selectableSteps
      .filter(
        (step) =>
          screen
            .getByRole('checkbox', { name: new RegExp(step.stepTitle) })
            .getAttribute('aria-checked') === 'true',
      )
      .map((step) => step.value),
})

const ssrSteps: AccordionStep[] = steps.map((step) => ({
  ...step,
  isOpenDefault: step.value === 'live',
}))

describe('Accordion before hydration', () => {
  let container: HTMLElement | undefined
  afterEach(() => {
    container?.remove()
    container = undefined
  })

  it("puts every closed step's content in the server's HTML, hidden, and shown without scripts", () => {
    const html = renderToString(<Accordion steps={ssrSteps} />)
    for (const text of ['Send the form.', 'Use the test switch.', 'Agree a go-live date.']) {
      expect(html).toContain(text)
    }
    const page = document.createElement('div')
    page.innerHTML = html
    const closed = page.querySelectorAll('[data-slot=accordion-content][data-state=closed]')
    expect(closed).toHaveLength(2)
    for (const content of closed) {
      expect(content).toHaveClass('hidden', 'noscript:block')
    }
    expect(page.querySelector('[data-slot=accordion-content][data-state=open]')).toHaveTextContent(
      'Agree a go-live date.',
    )
  })

  it('hydrates without a mismatch, then works as Radix does (closed content out of the page)', async () => {
    const html = renderToString(<Accordion steps={ssrSteps} />)
    container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container as HTMLElement, <Accordion steps={ssrSteps} />, {
        onRecoverableError: recoverable,
      })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()

    expect(screen.queryByText('Send the form.')).not.toBeInTheDocument()
    expect(screen.getByText('Agree a go-live date.')).toBeVisible()
    const user = userEvent.setup()
    await user.click(trigger('Register as a participant'))
    expect(trigger('Register as a participant')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('Send the form.')).toBeVisible()
    expect(trigger('Go live')).toHaveAttribute('aria-expanded', 'false')
  })
})
