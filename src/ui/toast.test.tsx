import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockMatchMedia } from '../test-utils/match-media'
import * as Dialog from '@radix-ui/react-dialog'
import {
  DISMISS_ALL_STAGGER_MS,
  TOAST_EXIT_MS,
  Toaster,
  defineNotificationType,
  edgeClearOfFocus,
  notify,
  type NotificationTypeDefinition,
} from './toast'

const debitOrder = {
  title: 'Debit order run complete',
  badge: 'Clearing',
  message: 'The 25th debit order run settled at 06:00.',
}

function show(options: Parameters<typeof notify.message>[0]) {
  act(() => {
    notify.message(options)
    vi.advanceTimersByTime(0)
  })
}

function settle() {
  for (let step = 0; step < 5; step++) act(() => vi.advanceTimersByTime(250))
}

beforeEach(() => {
  // jsdom lacks it; sonner captures the pointer when a toast is pressed.
  Element.prototype.setPointerCapture ??= () => {}
  vi.useFakeTimers({ shouldAdvanceTime: true })
})

afterEach(() => {
  act(() => {
    notify.dismissAll()
    vi.advanceTimersByTime(5_000)
    toast.dismiss()
    vi.advanceTimersByTime(1_000)
  })
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('Toaster', () => {
  it('sits top right, 360 px wide, 20 px from the top and 8 px from the right', () => {
    render(<Toaster />)
    show(debitOrder)
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement
    expect(list).toHaveAttribute('data-y-position', 'top')
    expect(list).toHaveAttribute('data-x-position', 'right')
    expect(list.style.getPropertyValue('--width')).toBe('360px')
    expect(list.style.getPropertyValue('--offset-top')).toBe('20px')
    expect(list.style.getPropertyValue('--offset-right')).toBe('8px')
  })

  it('keeps its 20 px below the element it must not cover while that is on screen', () => {
    const header = document.createElement('header')
    document.body.append(header)
    let bottom = 108
    vi.spyOn(header, 'getBoundingClientRect').mockImplementation(
      () => ({ top: bottom - 108, bottom, left: 0, right: 1280 }) as DOMRect,
    )
    render(<Toaster clearOf="header" />)
    act(() => vi.advanceTimersByTime(20))
    show(debitOrder)
    const list = document.querySelector('[data-sonner-toaster]') as HTMLElement
    expect(list.style.getPropertyValue('--offset-top')).toBe('128px')
    bottom = -40
    act(() => {
      window.dispatchEvent(new Event('scroll'))
      vi.advanceTimersByTime(20)
    })
    expect(list.style.getPropertyValue('--offset-top')).toBe('20px')
    header.remove()
  })

  it('lets Tab and Shift+Tab carry on past the toasts in the page’s order', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <>
        <a href="#before">Before</a>
        <Toaster />
        <a href="#after">After</a>
      </>,
    )
    show({ ...debitOrder, actions: [{ label: 'See the run', value: 'run' }] })
    settle()
    const inToasts = () => document.activeElement?.closest('[data-sonner-toaster]') != null
    screen.getByRole('link', { name: 'Before' }).focus()
    const stops: string[] = []
    await user.tab()
    while (inToasts() && stops.length < 5) {
      stops.push(document.activeElement?.textContent ?? '')
      await user.tab()
    }
    expect(stops.some((text) => text.includes('See the run'))).toBe(true)
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus()
    await user.tab({ shift: true })
    expect(inToasts()).toBe(true)
    for (let press = 0; press < 5 && inToasts(); press += 1) await user.tab({ shift: true })
    expect(screen.getByRole('link', { name: 'Before' })).toHaveFocus()
  })

  it('keeps a polite live region named Notifications, even with no toast', () => {
    render(<Toaster />)
    const region = screen.getByRole('region', { name: /Notifications/ })
    expect(region).toHaveAttribute('aria-live', 'polite')
  })
})

describe('notify.message', () => {
  it('shows the badge, title and message', () => {
    render(<Toaster />)
    show(debitOrder)
    expect(screen.getByText('Clearing')).toBeInTheDocument()
    expect(screen.getByText('Debit order run complete')).toBeInTheDocument()
    expect(screen.getByText('The 25th debit order run settled at 06:00.')).toBeInTheDocument()
  })

  it('renders each action as a button that reports its value and dismisses the toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onAction = vi.fn()
    render(<Toaster />)
    show({ ...debitOrder, actions: [{ label: 'View report', value: 'report' }], onAction })
    await user.click(screen.getByRole('button', { name: 'View report' }))
    expect(onAction).toHaveBeenCalledWith('report')
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-state', 'exiting')
  })

  it('keeps 3 actions and warns about the dropped ones', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Toaster />)
    const actions = ['Open', 'Share', 'Save', 'Print', 'Archive'].map((label) => ({
      label,
      value: label.toLowerCase(),
    }))
    show({ ...debitOrder, actions })
    expect(warn).toHaveBeenCalledWith(
      'You cannot have more than 3 actions. Dropping the following (5 total)',
      [actions[3], actions[4]],
    )
    const toastElement = document.querySelector('[data-slot="toast"]') as HTMLElement
    const actionButtons = within(toastElement)
      .getAllByRole('button')
      .filter((button) => button.dataset.slot === 'toast-action')
    expect(actionButtons.map((button) => button.textContent)).toEqual(['Open', 'Share', 'Save'])
  })

  it('does not warn with 3 actions or fewer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    render(<Toaster />)
    show({ ...debitOrder, actions: [{ label: 'Open', value: 'open' }] })
    expect(warn).not.toHaveBeenCalled()
  })

  it('fades after the caller-given duration and is removed 750 ms later', () => {
    render(<Toaster />)
    show({ ...debitOrder, duration: 4_000 })
    act(() => vi.advanceTimersByTime(3_999))
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-state', 'open')
    act(() => vi.advanceTimersByTime(1))
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-state', 'exiting')
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS - 1))
    expect(screen.getByText('Debit order run complete')).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    settle()
    expect(screen.queryByText('Debit order run complete')).not.toBeInTheDocument()
  })

  it('holds its auto-dismiss while the pointer rests on it, then finishes the time left', () => {
    render(<Toaster />)
    show({ ...debitOrder, duration: 4_000 })
    const toastBox = document.querySelector('[data-slot="toast"]') as HTMLElement
    act(() => vi.advanceTimersByTime(3_000))
    fireEvent.pointerEnter(toastBox)
    act(() => vi.advanceTimersByTime(10_000))
    expect(toastBox).toHaveAttribute('data-state', 'open')
    fireEvent.pointerLeave(toastBox)
    act(() => vi.advanceTimersByTime(999))
    expect(toastBox).toHaveAttribute('data-state', 'open')
    act(() => vi.advanceTimersByTime(1))
    expect(toastBox).toHaveAttribute('data-state', 'exiting')
  })

  it('holds its auto-dismiss while keyboard focus is inside it', () => {
    render(<Toaster />)
    show({ ...debitOrder, duration: 2_000 })
    const dismiss = screen.getByRole('button', {
      name: 'Dismiss',
      description: 'Debit order run complete',
    })
    act(() => dismiss.focus())
    act(() => vi.advanceTimersByTime(5_000))
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-state', 'open')
    act(() => dismiss.blur())
    act(() => vi.advanceTimersByTime(2_000))
    expect(document.querySelector('[data-slot="toast"]')).toHaveAttribute('data-state', 'exiting')
  })

  it('shows a toast raised before the Toaster was mounted (the shell mounts it lazily)', () => {
    act(() => {
      notify.message(debitOrder)
    })
    render(<Toaster />)
    settle()
    expect(screen.getByText('Debit order run complete')).toBeInTheDocument()
  })

  it('is dismissed by its Dismiss button, reachable by keyboard', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Toaster />)
    show(debitOrder)
    const dismiss = screen.getByRole('button', {
      name: 'Dismiss',
      description: 'Debit order run complete',
    })
    dismiss.focus()
    await user.keyboard('{Enter}')
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS))
    settle()
    expect(screen.queryByText('Debit order run complete')).not.toBeInTheDocument()
  })

  it('vibrates 50, 150, 250 ms where supported', () => {
    const vibrate = vi.fn(() => true)
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    render(<Toaster />)
    show(debitOrder)
    expect(vibrate).toHaveBeenCalledWith([50, 150, 250])
    Reflect.deleteProperty(navigator, 'vibrate')
  })

  it('does not vibrate when the user asked for reduced motion', () => {
    const vibrate = vi.fn(() => true)
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true })
    const restore = mockMatchMedia((query) => query.includes('prefers-reduced-motion'))
    render(<Toaster />)
    show(debitOrder)
    expect(vibrate).not.toHaveBeenCalled()
    restore()
    Reflect.deleteProperty(navigator, 'vibrate')
  })

  it('does not fail where vibration is unsupported', () => {
    render(<Toaster />)
    expect(() => show(debitOrder)).not.toThrow()
  })
})

describe('notify.dismissAll', () => {
  it('starts dismissing one toast every 100 ms', () => {
    render(<Toaster />)
    show({ ...debitOrder, title: 'First' })
    show({ ...debitOrder, title: 'Second' })
    show({ ...debitOrder, title: 'Third' })
    const exiting = () =>
      document.querySelectorAll('[data-slot="toast"][data-state="exiting"]').length
    act(() => notify.dismissAll())
    expect(exiting()).toBe(1)
    act(() => vi.advanceTimersByTime(DISMISS_ALL_STAGGER_MS))
    expect(exiting()).toBe(2)
    act(() => vi.advanceTimersByTime(DISMISS_ALL_STAGGER_MS))
    expect(exiting()).toBe(3)
  })
})

describe('defineNotificationType', () => {
  it('throws "Notification Must Implement INIT" without init', () => {
    expect(() => defineNotificationType({} as NotificationTypeDefinition<unknown>)).toThrowError(
      new Error('Notification Must Implement INIT'),
    )
  })

  it('shows what its init makes of the data', () => {
    render(<Toaster />)
    const settlement = defineNotificationType<{ bank: string }>({
      init: ({ bank }) => ({ title: `${bank} settled`, message: 'Settlement confirmed.' }),
    })
    act(() => {
      settlement.show({ bank: 'Capitec' })
      vi.advanceTimersByTime(0)
    })
    expect(screen.getByText('Capitec settled')).toBeInTheDocument()
  })
})

describe('the dismiss button', () => {
  it("says the caller's words when given, and is described by the title", () => {
    render(<Toaster />)
    show({ ...debitOrder, closeLabel: 'Not now' })
    const close = screen.getByRole('button', { name: 'Not now' })
    expect(close).toHaveAccessibleDescription('Debit order run complete')
    expect(screen.queryByRole('button', { name: 'Dismiss' })).toBeNull()
  })
})

describe('Escape', () => {
  const toastTitles = () =>
    [
      ...document.querySelectorAll(
        '[data-slot="toast"][data-state="open"] [data-slot="toast-title"]',
      ),
    ].map((title) => title.textContent)

  it('dismisses the newest toast while focus is elsewhere on the page', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <>
        <button type="button">Show EFT cut-off notice</button>
        <Toaster />
      </>,
    )
    show({ ...debitOrder, title: 'Older' })
    show({ ...debitOrder, title: 'Newer' })
    const button = screen.getByRole('button', { name: 'Show EFT cut-off notice' })
    act(() => button.focus())
    await user.keyboard('{Escape}')
    expect(toastTitles()).toEqual(['Older'])
    expect(button).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(toastTitles()).toEqual([])
  })

  it('dismisses the toast that has focus and gives focus back to where it was', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <>
        <button type="button">Show EFT cut-off notice</button>
        <Toaster />
      </>,
    )
    const button = screen.getByRole('button', { name: 'Show EFT cut-off notice' })
    act(() => button.focus())
    show({ ...debitOrder, title: 'Older' })
    show({ ...debitOrder, title: 'Newer' })
    act(() => screen.getByRole('button', { name: 'Dismiss', description: 'Older' }).focus())
    await user.keyboard('{Escape}')
    expect(toastTitles()).toEqual(['Newer'])
    expect(button).toHaveFocus()
  })

  it('is left to an open dialog, and only the next one reaches the toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(
      <>
        <Dialog.Root defaultOpen>
          <Dialog.Portal>
            <Dialog.Content aria-describedby={undefined}>
              <Dialog.Title>Branch details</Dialog.Title>
              <Dialog.Close>Close</Dialog.Close>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Toaster />
      </>,
    )
    show(debitOrder)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(toastTitles()).toEqual(['Debit order run complete'])
    await user.keyboard('{Escape}')
    expect(toastTitles()).toEqual([])
  })

  it('does nothing without a toast', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    const onKeyDown = vi.fn((event: KeyboardEvent) => event.defaultPrevented)
    render(<Toaster />)
    window.addEventListener('keydown', onKeyDown)
    await user.keyboard('{Escape}')
    window.removeEventListener('keydown', onKeyDown)
    expect(onKeyDown).toHaveReturnedWith(false)
  })
})

describe('the edge the toasts sit at', () => {
  function layOut(boxes: Record<string, { top: number; height: number }>) {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(100)
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: Element,
    ) {
      const box = boxes[this.textContent ?? ''] ?? { top: 0, height: 0 }
      return { left: 0, right: 375, top: box.top, bottom: box.top + box.height } as DOMRect
    })
  }
  const yPosition = () =>
    document.querySelector('[data-sonner-toaster]')?.getAttribute('data-y-position')
  const frame = () => act(() => vi.advanceTimersByTime(20))

  it('moves to the bottom while the top covers focus, and a new stack starts at the top', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    layOut({ Menu: { top: 40, height: 40 }, Apply: { top: 400, height: 40 } })
    render(
      <>
        <button type="button">Menu</button>
        <button type="button">Apply</button>
        <Toaster />
      </>,
    )
    act(() => screen.getByRole('button', { name: 'Menu' }).focus())
    show(debitOrder)
    frame()
    expect(yPosition()).toBe('bottom')

    await user.keyboard('{Escape}')
    act(() => vi.advanceTimersByTime(TOAST_EXIT_MS))
    settle()
    expect(document.querySelector('[data-slot="toast"]')).toBeNull()
    act(() => screen.getByRole('button', { name: 'Apply' }).focus())
    show({ ...debitOrder, title: 'Second' })
    frame()
    expect(yPosition()).toBe('top')
  })
})

describe('edgeClearOfFocus', () => {
  // A 375 x 812 phone: the toasts span the width (8 px each side) and stand 180 px tall.
  const stack = { left: 8, right: 367, height: 180 }
  const at = (top: number, height = 44) => ({ top, bottom: top + height, left: 300, right: 360 })

  it('stays at the top while the top covers nothing that has focus', () => {
    expect(edgeClearOfFocus(at(400), stack, 812, 'top')).toBe('top')
  })

  it('moves to the bottom when the top would cover the focused button', () => {
    expect(edgeClearOfFocus(at(40), stack, 812, 'top')).toBe('bottom')
  })

  it('moves back to the top when the bottom would cover it', () => {
    expect(edgeClearOfFocus(at(700), stack, 812, 'bottom')).toBe('top')
  })

  it('stays put when both edges would cover it as much (a whole-page element)', () => {
    expect(edgeClearOfFocus(at(0, 812), stack, 812, 'top')).toBe('top')
  })
})
