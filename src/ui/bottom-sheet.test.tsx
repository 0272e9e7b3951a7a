import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { describeControlledContract } from '../test-utils/controlled-contract'
import { BottomSheet, BottomSheetContent, BottomSheetTrigger } from './bottom-sheet'

function Example() {
  return (
    <BottomSheet>
      <BottomSheetTrigger>Branch details</BottomSheetTrigger>
      <BottomSheetContent title="Sandton City branch" description="Open weekdays 08:30 to 16:30.">
        <a href="/branch-search">Find another branch</a>
      </BottomSheetContent>
    </BottomSheet>
  )
}

describe('BottomSheet', () => {
  beforeAll(() => {
    // jsdom lacks it; vaul captures the pointer when the sheet is pressed.
    Element.prototype.setPointerCapture ??= () => {}
  })

  it('opens as a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup()
    render(<Example />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Branch details' }))
    const sheet = await screen.findByRole('dialog', { name: 'Sandton City branch' })
    expect(sheet).toHaveAccessibleDescription('Open weekdays 08:30 to 16:30.')
    expect(sheet).toHaveAttribute('data-slot', 'bottom-sheet')
  })

  it('keeps the spec sizes: 90% wide, at most 500 px wide and tall', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Branch details' }))
    const sheet = await screen.findByRole('dialog')
    expect(sheet).toHaveClass('w-[90%]', 'max-w-[500px]', 'max-h-[500px]')
  })

  it('closes by its visible Close button and gives focus back to the trigger', async () => {
    const user = userEvent.setup()
    render(<Example />)
    const trigger = screen.getByRole('button', { name: 'Branch details' })
    await user.click(trigger)
    await user.click(await screen.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Branch details' }))
    await screen.findByRole('dialog')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('moves focus into the sheet and keeps Tab inside it', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Branch details' }))
    const sheet = await screen.findByRole('dialog')
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement))
    for (let press = 0; press < 4; press++) {
      await user.tab()
      expect(sheet).toContainElement(document.activeElement as HTMLElement)
    }
  })

  it('has a backdrop that fades in over 400 ms and out over 300 ms', async () => {
    const user = userEvent.setup()
    render(<Example />)
    await user.click(screen.getByRole('button', { name: 'Branch details' }))
    await screen.findByRole('dialog')
    const backdrop = document.querySelector('[data-slot="bottom-sheet-backdrop"]')
    expect(backdrop).toHaveClass(
      'data-[state=open]:[animation-duration:400ms]!',
      'data-[state=closed]:[animation-duration:300ms]!',
    )
  })
})

describe('BottomSheet: the controlled contract', () => {
  beforeAll(() => {
    Element.prototype.setPointerCapture ??= () => {}
  })

  const sheet = (props: Partial<React.ComponentProps<typeof BottomSheet>>) => (
    <BottomSheet {...props}>
      <BottomSheetContent title="Sandton City branch">
        <a href="/branch-search">Find another branch</a>
      </BottomSheetContent>
    </BottomSheet>
  )

  it('uncontrolled, opens with defaultOpen and closes itself, reporting it', async () => {
    const onOpenChange = vi.fn()
    render(sheet({ defaultOpen: true, onOpenChange }))
    await screen.findByRole('dialog', { name: 'Sandton City branch' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('controlled, reports a close and stays open until the parent closes it', async () => {
    const onOpenChange = vi.fn()
    const view = render(sheet({ open: true, onOpenChange }))
    await screen.findByRole('dialog', { name: 'Sandton City branch' })
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close' }))
    expect(onOpenChange).toHaveBeenLastCalledWith(false)
    expect(screen.getByRole('dialog', { name: 'Sandton City branch' })).toBeInTheDocument()
    view.rerender(sheet({ open: false, onOpenChange }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('BottomSheet: its open state by the library contract', () => {
  beforeAll(() => {
    Element.prototype.setPointerCapture ??= () => {}
  })

  describeControlledContract<boolean>('BottomSheet (open)', {
    // `open` is a boolean; the contract's null (cleared by the parent) is passed as closed.
    render: ({ value, defaultValue, onValueChange }) => (
      <BottomSheet
        open={value === null ? false : value}
        defaultOpen={defaultValue ?? undefined}
        onOpenChange={onValueChange}
      >
        <BottomSheetContent title="Sandton City branch" description="Open weekdays 08:30 to 16:30.">
          <a href="/branch-search">Find another branch</a>
        </BottomSheetContent>
      </BottomSheet>
    ),
    values: [true, false],
    empty: false,
    choose: async (user) => {
      await user.click(screen.getByRole('button', { name: 'Close' }))
    },
    // vaul keeps a closing sheet in the page until its slide-out ends.
    settle: async () => {
      await waitFor(() =>
        expect(
          document.querySelector('[data-slot="bottom-sheet"][data-state="closed"]'),
        ).toBeNull(),
      )
    },
    shown: () => screen.queryByRole('dialog', { name: 'Sandton City branch' }) !== null,
  })
})
