import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import {
  MODAL_DEFAULT_SLIDER_HEIGHT,
  MODAL_INVALID_STEP_MESSAGE,
  MODAL_PRESENT_DELAY_MS,
  ModalDialog,
  type ModalDialogProps,
  type ModalStep,
} from './modal-dialog'

const steps: ModalStep[] = [
  { title: 'Your organisation', content: <p>Tell us about your bank.</p> },
  { title: 'Contact person', content: <p>Who should we call?</p> },
  { title: 'Confirm', content: <p>Check your details.</p> },
]

type HarnessProps = Partial<ModalDialogProps> & { startOpen?: boolean }

function Harness({ startOpen = false, ...props }: HarnessProps) {
  const [open, setOpen] = useState(startOpen)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Apply for membership
      </button>
      <ModalDialog
        title="Membership application"
        steps={steps}
        open={open}
        onOpenChange={setOpen}
        {...props}
      />
    </>
  )
}

async function openDialog() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'Apply for membership' }))
  const dialog = await screen.findByRole('dialog')
  return { user, dialog }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ModalDialog', () => {
  it('stays hidden until 550 ms after it is asked to open', () => {
    vi.useFakeTimers()
    render(<Harness startOpen />)
    act(() => vi.advanceTimersByTime(MODAL_PRESENT_DELAY_MS - 1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog', { name: 'Membership application' })).toBeVisible()
  })

  it('is presented at step 0 with its title, a named close button and focus inside', async () => {
    render(<Harness />)
    const { dialog } = await openDialog()
    expect(dialog).toHaveAccessibleName('Membership application')
    expect(screen.getByRole('heading', { name: 'Your organisation' })).toBeVisible()
    expect(screen.getByText('Step 1 of 3')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Close' })).toBeVisible()
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  })

  it('advances with Next, reads Done on the last step and wraps to step 0', async () => {
    const onStepChange = vi.fn()
    render(<Harness onStepChange={onStepChange} />)
    const { user } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Contact person' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Done' }))
    expect(screen.getByRole('heading', { name: 'Your organisation' })).toBeVisible()
    expect(onStepChange.mock.calls.map(([step]) => step)).toEqual([0, 1, 2, 0])
  })

  it('uses a step’s own button text', async () => {
    render(
      <Harness steps={[{ title: 'Terms', content: 'Read the terms.', buttonText: 'I agree' }]} />,
    )
    await openDialog()
    expect(screen.getByRole('button', { name: 'I agree' })).toBeVisible()
  })

  it('blocks Next while the step’s form is invalid and says why', async () => {
    const blockedSteps = [{ ...steps[0]!, isValid: false }, steps[1]!]
    render(<Harness steps={blockedSteps} />)
    const { user } = await openDialog()
    const next = screen.getByRole('button', { name: 'Next' })
    expect(next).toHaveAttribute('aria-disabled', 'true')
    expect(next).toHaveAccessibleDescription(MODAL_INVALID_STEP_MESSAGE)
    expect(next.closest('[data-slot="modal-dialog-footer"]')).toHaveAttribute('data-blocked')
    await user.click(next)
    next.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Your organisation' })).toBeVisible()
  })

  it('clamps a controlled step to the first and last', async () => {
    const { rerender } = render(<Harness step={7} />)
    await openDialog()
    expect(screen.getByRole('heading', { name: 'Confirm' })).toBeVisible()
    rerender(<Harness step={-2} />)
    expect(screen.getByRole('heading', { name: 'Your organisation' })).toBeVisible()
  })

  it('calls onBeforeClose, closes on Escape and returns focus to the opener', async () => {
    const onBeforeClose = vi.fn()
    render(<Harness onBeforeClose={onBeforeClose} />)
    const { user } = await openDialog()
    await user.keyboard('{Escape}')
    expect(onBeforeClose).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Apply for membership' })).toHaveFocus()
  })

  it('closes with its close button after onBeforeClose', async () => {
    const calls: string[] = []
    function Tracked() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Apply for membership
          </button>
          <ModalDialog
            title="Membership application"
            steps={steps}
            open={open}
            onBeforeClose={() => calls.push('before-close')}
            onOpenChange={(next) => {
              calls.push(`open:${next}`)
              setOpen(next)
            }}
          />
        </>
      )
    }
    render(<Tracked />)
    const { user } = await openDialog()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(calls).toEqual(['before-close', 'open:false'])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('traps Tab inside the dialog', async () => {
    render(<Harness />)
    const { user, dialog } = await openDialog()
    for (let index = 0; index < 4; index += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('gives slider mode a 300 px step area and split mode a step list', async () => {
    const { rerender } = render(<Harness />)
    const { dialog } = await openDialog()
    expect(dialog).toHaveAttribute('data-mode', 'slider')
    expect(dialog.querySelector('[data-slot="modal-dialog-step"]')).toHaveStyle({
      minHeight: `${MODAL_DEFAULT_SLIDER_HEIGHT}px`,
    })
    rerender(<Harness mode="split" />)
    expect(screen.getByRole('list', { name: 'Steps' })).toBeInTheDocument()
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Your organisation')
  })
})

describe('ModalDialog: the controlled contract', () => {
  const stepHeading = () => screen.getByRole('heading', { level: 3 }).textContent

  it('uncontrolled, opens by itself with defaultOpen and closes itself, reporting it', async () => {
    const onOpenChange = vi.fn()
    render(
      <ModalDialog
        title="Membership application"
        steps={steps}
        defaultOpen
        onOpenChange={onOpenChange}
      />,
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('controlled open, reports a close and stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn()
    const view = render(
      <ModalDialog title="Membership application" steps={steps} open onOpenChange={onOpenChange} />,
    )
    const dialog = await screen.findByRole('dialog')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    view.rerender(
      <ModalDialog
        title="Membership application"
        steps={steps}
        open={false}
        onOpenChange={onOpenChange}
      />,
    )
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('controlled step, shows the parent’s step only; null is the first step', async () => {
    const onStepChange = vi.fn()
    const props = { title: 'Membership application', steps, open: true, onStepChange }
    const view = render(<ModalDialog {...props} step={1} />)
    await screen.findByRole('dialog')
    expect(stepHeading()).toBe('Contact person')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }))
    expect(onStepChange).toHaveBeenLastCalledWith(2)
    expect(stepHeading()).toBe('Contact person')
    view.rerender(<ModalDialog {...props} step={2} />)
    expect(stepHeading()).toBe('Confirm')
    view.rerender(<ModalDialog {...props} step={null} />)
    expect(stepHeading()).toBe('Your organisation')
  })
})

describe('ModalDialog: its open state by the library contract', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
  })

  describeControlledContract<boolean>('ModalDialog (open)', {
    // `open` is a boolean; the contract's null (cleared by the parent) is passed as closed.
    render: ({ value, defaultValue, onValueChange }) => (
      <ModalDialog
        title="Membership application"
        steps={steps}
        open={value === null ? false : value}
        defaultOpen={defaultValue ?? undefined}
        onOpenChange={onValueChange}
      />
    ),
    values: [true, false],
    empty: false,
    // The visitor moves on a step, then closes the dialog.
    choose: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Next' }))
      await user.click(screen.getByRole('button', { name: 'Close' }))
    },
    settle: async () => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(MODAL_PRESENT_DELAY_MS)
      })
    },
    shown: () => screen.queryByRole('dialog') !== null,
    // Opened again by its parent, it starts at the first step: the step the visitor reached
    // before closing is not kept.
    traces: (open) => {
      if (!open) return
      expect(screen.getByRole('dialog')).toHaveTextContent('Step 1 of 3')
      expect(screen.getByRole('heading', { name: 'Your organisation' })).toBeVisible()
    },
  })
})
