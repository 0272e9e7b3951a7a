import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockMatchMedia } from '../test-utils/match-media'
import { ScrollNotches } from './scroll-notches'

const notches = [
  { id: 'payment-clearing', label: 'Payment Clearing' },
  { id: 'card-payments', label: 'Card Payments' },
  { id: 'sadc', label: 'SADC' },
]

/** Section tops relative to the viewport, as getBoundingClientRect would give them. */
let sectionTops: Record<string, number>

function Page({ title }: { title?: string }) {
  return (
    <>
      <ScrollNotches notches={notches} title={title} />
      {notches.map((notch) => (
        <section key={notch.id} id={notch.id}>
          <h2>{notch.label}</h2>
          <p>What the {notch.label} group covers.</p>
        </section>
      ))}
    </>
  )
}

function notch(name: string) {
  return screen.getByRole('link', { name })
}

async function scrollPage() {
  fireEvent.scroll(window)
  // The bar measures on the next animation frame.
  await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
}

describe('ScrollNotches', () => {
  let scrolledTo: number[]

  beforeEach(() => {
    sectionTops = { 'payment-clearing': 400, 'card-payments': 1000, sadc: 1600 }
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const top = sectionTops[this.id] ?? 0
      return { top, bottom: top + 500, left: 0, right: 800, width: 800, height: 500 } as DOMRect
    })
    // jsdom lays nothing out: give the page room to scroll.
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 5000,
    })
    scrolledTo = []
    vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
      scrolledTo.push(options.top ?? 0)
    }) as typeof window.scrollTo)
  })

  let restoreMatchMedia: (() => void) | undefined
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    restoreMatchMedia?.()
    restoreMatchMedia = undefined
    Reflect.deleteProperty(document.documentElement, 'scrollHeight')
  })

  it('is a navigation landmark named by its title, OUR SERVICES by default', () => {
    const { unmount } = render(<Page />)
    expect(screen.getByRole('navigation', { name: 'OUR SERVICES' })).toBeInTheDocument()
    expect(screen.getByText('OUR SERVICES')).toBeVisible()
    unmount()
    render(<Page title="ABOUT US" />)
    expect(screen.getByRole('navigation', { name: 'ABOUT US' })).toBeInTheDocument()
  })

  it('links each notch to its section', () => {
    render(<Page />)
    expect(notch('Payment Clearing')).toHaveAttribute('href', '#payment-clearing')
    expect(notch('SADC')).toHaveAttribute('href', '#sadc')
  })

  it('marks no notch current until a section comes within 200 px of the top', () => {
    render(<Page />)
    for (const { label } of notches) expect(notch(label)).not.toHaveAttribute('aria-current')
  })

  it('marks the section being read as current as the page scrolls', async () => {
    render(<Page />)
    sectionTops = { 'payment-clearing': -300, 'card-payments': 190, sadc: 800 }
    await scrollPage()
    expect(notch('Card Payments')).toHaveAttribute('aria-current', 'true')
    expect(notch('Card Payments')).toHaveAttribute('data-current')
    expect(notch('Payment Clearing')).not.toHaveAttribute('aria-current')

    sectionTops = { 'payment-clearing': -900, 'card-payments': -400, sadc: 150 }
    await scrollPage()
    expect(notch('SADC')).toHaveAttribute('aria-current', 'true')
    expect(notch('Card Payments')).not.toHaveAttribute('aria-current')
  })

  it('scrolls to the section just below the bar and focuses its heading', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'performance'] })
    render(<Page />)
    fireEvent.click(notch('Card Payments'))
    // 1000 px below, less the 50 px bar.
    await act(async () => {
      vi.advanceTimersByTime(100)
    })
    expect(scrolledTo.at(-1)).toBeGreaterThan(0)
    expect(scrolledTo.at(-1)).toBeLessThan(950)
    expect(screen.getByRole('heading', { name: 'Card Payments' })).not.toHaveFocus()
    await act(async () => {
      vi.advanceTimersByTime(200)
    })
    expect(scrolledTo.at(-1)).toBe(950)
    const heading = screen.getByRole('heading', { name: 'Card Payments' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
  })

  it('jumps at once under reduced motion, then focuses the heading', async () => {
    restoreMatchMedia = mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)')
    const user = userEvent.setup()
    render(<Page />)
    await user.click(notch('SADC'))
    expect(scrolledTo).toEqual([1550])
    expect(screen.getByRole('heading', { name: 'SADC' })).toHaveFocus()
  })

  it('works from the keyboard', async () => {
    restoreMatchMedia = mockMatchMedia((query) => query === '(prefers-reduced-motion: reduce)')
    const user = userEvent.setup()
    render(<Page />)
    await user.tab()
    expect(notch('Payment Clearing')).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(scrolledTo).toEqual([350])
    expect(screen.getByRole('heading', { name: 'Payment Clearing' })).toHaveFocus()
  })

  it('leaves a link to a section that is not on the page alone', async () => {
    const user = userEvent.setup()
    render(<ScrollNotches notches={[{ id: 'missing', label: 'Missing section' }]} />)
    await user.click(notch('Missing section'))
    expect(scrolledTo).toEqual([])
  })
})
