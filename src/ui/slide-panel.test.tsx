import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { SlidePanel } from './slide-panel'

function Harness() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        EFT processing rules
      </button>
      <SlidePanel
        title="EFT processing rules"
        path="?panel=eft-rules"
        open={open}
        onOpenChange={setOpen}
      >
        <p>Same-day EFTs submitted before 10:30 settle the same business day.</p>
      </SlidePanel>
    </>
  )
}

beforeEach(() => {
  window.history.replaceState(null, '', '/services/eft')
})

async function openPanel() {
  const user = userEvent.setup()
  await user.click(screen.getByRole('button', { name: 'EFT processing rules' }))
  return { user, panel: screen.getByRole('dialog', { name: 'EFT processing rules' }) }
}

describe('SlidePanel', () => {
  it('opens as a named dialog with focus inside and a max width of 1100 px', async () => {
    render(<Harness />)
    const { panel } = await openPanel()
    expect(panel).toHaveClass('max-w-[1100px]')
    expect(screen.getByText(/Same-day EFTs/)).toBeVisible()
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement))
  })

  it('shows its own address while open and restores the previous one when closed', async () => {
    render(<Harness />)
    const { user } = await openPanel()
    expect(window.location.pathname + window.location.search).toBe('/services/eft?panel=eft-rules')
    await user.click(screen.getByRole('button', { name: 'Close panel' }))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(window.location.pathname).toBe('/services/eft')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the page’s own query while open, and gives it back when closed', async () => {
    window.history.replaceState(null, '', '/test-button?widget=slide-panel#top')
    render(<Harness />)
    const { user } = await openPanel()
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/test-button?widget=slide-panel&panel=eft-rules#top',
    )
    await user.click(screen.getByRole('button', { name: 'Close panel' }))
    await waitFor(() => expect(window.location.search).toBe('?widget=slide-panel'))
  })

  it('closes when the visitor presses the browser’s Back button', async () => {
    render(<Harness />)
    await openPanel()
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(window.location.pathname + window.location.search).toBe('/services/eft')
  })

  it('closes on Escape, restores the address and returns focus to the opener', async () => {
    render(<Harness />)
    const { user } = await openPanel()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'EFT processing rules' })).toHaveFocus()
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('animates in and out only when motion is allowed', async () => {
    render(<Harness />)
    const { panel } = await openPanel()
    expect(panel.className).toContain(
      'motion-safe:data-[state=closed]:animate-[slide-out-right_400ms',
    )
    const backdrop = document.querySelector('[data-slot="slide-panel-backdrop"]')
    expect(backdrop?.className).toContain('bg-bg/80')
    expect(backdrop?.className).toContain('motion-safe:data-[state=closed]:animate-[fade-out_300ms')
  })
})

describe('SlidePanel: the controlled contract', () => {
  const panel = (props: Partial<React.ComponentProps<typeof SlidePanel>>) => (
    <SlidePanel title="EFT processing rules" path="?panel=eft-rules" {...props}>
      <p>Same-day EFTs submitted before 10:30 settle the same business day.</p>
    </SlidePanel>
  )

  it('uncontrolled, opens with defaultOpen and closes itself, reporting it', async () => {
    const onOpenChange = vi.fn()
    render(panel({ defaultOpen: true, onOpenChange }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close panel' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('controlled, reports a close and stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn()
    const view = render(panel({ open: true, onOpenChange }))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close panel' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('dialog', { name: 'EFT processing rules' })).toBeInTheDocument()
    view.rerender(panel({ open: false, onOpenChange }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describeControlledContract<boolean>('SlidePanel (open)', {
  // `open` is a boolean; the contract's null (cleared by the parent) is passed as closed.
  render: ({ value, defaultValue, onValueChange }) => (
    <SlidePanel
      title="EFT processing rules"
      path="?panel=eft-rules"
      open={value === null ? false : value}
      defaultOpen={defaultValue ?? undefined}
      onOpenChange={onValueChange}
    >
      <p>Same-day EFTs submitted before 10:30 settle the same business day.</p>
    </SlidePanel>
  ),
  values: [true, false],
  empty: false,
  choose: async (user) => {
    await user.click(screen.getByRole('button', { name: 'Close panel' }))
  },
  shown: () => screen.queryByRole('dialog', { name: 'EFT processing rules' }) !== null,
  // The panel's own address is in the address bar while it is open, and only then.
  traces: async (open) => {
    await waitFor(() => expect(window.location.search).toBe(open ? '?panel=eft-rules' : ''))
  },
})
