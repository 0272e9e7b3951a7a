import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
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

describe('BottomSheet: a drag down', () => {
  const openedAt = new Date('2025-12-01T09:00:00Z')

  beforeAll(() => {
    Element.prototype.setPointerCapture ??= () => {}
  })

  afterEach(() => {
    vi.useRealTimers()
  })

  /*
   * Opens the sheet by its trigger, as a visitor does, then lays it out as a browser would: this
   * tall once open, and its drag offset read back as the matrix vaul parses (jsdom neither lays
   * out nor resolves transforms).
   */
  async function openSheetOfHeight(heightPx: number) {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(openedAt)
    const onOpenChange = vi.fn()
    render(
      <BottomSheet onOpenChange={onOpenChange}>
        <BottomSheetTrigger>Branch details</BottomSheetTrigger>
        <BottomSheetContent title="Sandton City branch">
          <p>Universal branch code: 250655.</p>
        </BottomSheetContent>
      </BottomSheet>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Branch details' }))
    const sheet = await screen.findByRole('dialog', { name: 'Sandton City branch' })
    vi.spyOn(sheet, 'getBoundingClientRect').mockReturnValue(
      new DOMRect(0, window.innerHeight - heightPx, 338, heightPx),
    )
    const computedStyle = window.getComputedStyle.bind(window)
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computedStyle(element, pseudo)
      const offset = /translate3d\(0(?:px)?, (-?[\d.]+)px, 0(?:px)?\)/.exec(
        (element as HTMLElement).style.transform,
      )
      if (element !== sheet || !offset) return style
      // vaul reads only the transform of the sheet it drags.
      return { transform: `matrix(1, 0, 0, 1, 0, ${offset[1]})` } as CSSStyleDeclaration
    })
    onOpenChange.mockClear()
    return { sheet, onOpenChange }
  }

  /**
   * A drag down by the text in the sheet, a second after opening: slow (over a second) unless
   * it takes the milliseconds given.
   */
  function dragDown(sheet: HTMLElement, distancePx: number, overMs = 1_000) {
    const text = within(sheet).getByText('Universal branch code: 250655.')
    const startY = window.innerHeight - 100
    vi.setSystemTime(openedAt.getTime() + 1_000)
    fireEvent.pointerDown(text, { pointerId: 1, clientY: startY })
    fireEvent.pointerMove(text, { pointerId: 1, clientY: startY + distancePx / 2 })
    fireEvent.pointerMove(text, { pointerId: 1, clientY: startY + distancePx })
    vi.setSystemTime(openedAt.getTime() + 1_000 + overMs)
    fireEvent.pointerUp(text, { pointerId: 1, clientY: startY + distancePx })
  }

  it('closes a sheet 268 px tall (the branch details at 375 px) after 110 px', async () => {
    const { sheet, onOpenChange } = await openSheetOfHeight(268)
    dragDown(sheet, 110)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('snaps a sheet 268 px tall back after 100 px, and it stays open', async () => {
    const { sheet, onOpenChange } = await openSheetOfHeight(268)
    dragDown(sheet, 100)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('translate3d(0, 0, 0)')
    expect(screen.getByRole('dialog', { name: 'Sandton City branch' })).toBeInTheDocument()
  })

  it('snaps back after a fast flick short of 100 px, which vaul alone would close on', async () => {
    const { sheet, onOpenChange } = await openSheetOfHeight(268)
    // 60 px in 50 ms: 1.2 px/ms, three times the speed at which vaul closes at any distance.
    dragDown(sheet, 60, 50)
    expect(onOpenChange).not.toHaveBeenCalled()
    expect(sheet.style.transform).toBe('translate3d(0, 0, 0)')
    expect(screen.getByRole('dialog', { name: 'Sandton City branch' })).toBeInTheDocument()
    // A flick as fast that goes beyond the distance closes it.
    dragDown(sheet, 110, 50)
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('closes a sheet 120 px tall beyond half its height, not before', async () => {
    const { sheet, onOpenChange } = await openSheetOfHeight(120)
    dragDown(sheet, 60)
    expect(onOpenChange).not.toHaveBeenCalled()
    dragDown(sheet, 61)
    expect(onOpenChange).toHaveBeenCalledWith(false)
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
