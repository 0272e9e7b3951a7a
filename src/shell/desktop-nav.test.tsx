import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../test-utils/render-with-router'
import { DesktopNav, panelHideMs } from './desktop-nav'

const paths = [
  '/',
  '/services',
  '/services/eft',
  '/services/atm-switching',
  '/about-us',
  '/our-reach',
]

/** A section's summary: the control that shows and hides its panel. */
function section(name: string) {
  return screen.getByText(name, { selector: 'summary' })
}

/** Whether a section's panel is open: its `details` is open, and says so in `data-state`. */
function expectOpen(summary: HTMLElement, open: boolean) {
  const details = summary.closest('details')
  if (open) expect(details).toHaveAttribute('open')
  else expect(details).not.toHaveAttribute('open')
  expect(summary).toHaveAttribute('data-state', open ? 'open' : 'closed')
}

function hover(element: HTMLElement) {
  fireEvent.pointerEnter(element.closest('li') as HTMLElement, { pointerType: 'mouse' })
}

describe('DesktopNav', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a navigation landmark named Main with a details summary per section', async () => {
    await renderWithRouter(<DesktopNav />, { paths })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav).toBeInTheDocument()
    for (const name of ['Services', 'Data Analytics and Insights', 'About Us']) {
      const summary = section(name)
      expect(summary.parentElement?.tagName).toBe('DETAILS')
      expectOpen(summary, false)
      expect(summary.nextElementSibling).not.toBeVisible()
    }
    expect(screen.getByRole('link', { name: 'Our Reach' })).toBeVisible()
  })

  it('opens and closes a panel by click, Enter and Space', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    await user.click(services)
    expectOpen(services, true)
    expect(screen.getByRole('link', { name: 'ATM Switching' })).toBeVisible()
    await user.click(services)
    expectOpen(services, false)

    // Browsers turn Enter and Space on a focused summary into a click on it (its activation
    // behaviour, which jsdom lacks; tests/e2e/shell.spec.ts presses the real keys).
    services.focus()
    fireEvent.click(services)
    expectOpen(services, true)
    fireEvent.click(services)
    expectOpen(services, false)
  })

  it('keeps the native toggle from fighting React: the click is taken, state decides', async () => {
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    expect(fireEvent.click(services)).toBe(false)
    expectOpen(services, true)
    fireEvent.click(section('About Us'))
    expectOpen(services, false)
    expectOpen(section('About Us'), true)
  })

  it('follows a toggle React did not make (find in page opening a section)', async () => {
    await renderWithRouter(<DesktopNav />, { paths })
    const about = section('About Us')
    const details = about.closest('details') as HTMLDetailsElement
    details.open = true
    fireEvent(details, new Event('toggle'))
    expectOpen(about, true)
    details.open = false
    fireEvent(details, new Event('toggle'))
    expectOpen(about, false)
  })

  it('closes on Escape and returns focus to the section summary', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    await user.click(services)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Services overview' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expectOpen(services, false)
    expect(services).toHaveFocus()
  })

  it('marks the Escape that closes it as handled, so that no toast closes with it', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    await user.click(section('Services'))
    const handled = vi.fn((event: KeyboardEvent) => event.defaultPrevented)
    window.addEventListener('keydown', handled)
    await user.keyboard('{Escape}')
    window.removeEventListener('keydown', handled)
    expect(handled).toHaveReturnedWith(true)
  })

  it('closes when focus leaves the menu or a click lands outside it', async () => {
    const user = userEvent.setup()
    await renderWithRouter(
      <>
        <DesktopNav />
        <button type="button">Elsewhere</button>
      </>,
      { paths },
    )
    const about = section('About Us')
    await user.click(about)
    expectOpen(about, true)
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expectOpen(about, false)
  })

  it('opens on mouse hover and closes when the mouse leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    expectOpen(services, true)
    fireEvent.pointerLeave(services.closest('li') as HTMLElement, { pointerType: 'mouse' })
    await act(() => vi.advanceTimersByTimeAsync(250))
    expectOpen(services, false)
  })

  it('keeps a hover-opened panel open when its summary is then clicked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    fireEvent.click(services)
    expectOpen(services, true)
  })

  it(`hides the panels for ${panelHideMs} ms after a link in one is clicked`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    fireEvent.click(services)
    fireEvent.click(screen.getByRole('link', { name: 'Services overview' }))
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(router.state.location.pathname).toBe('/services')
    expectOpen(services, false)

    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(panelHideMs - 300))
    expectOpen(services, false)

    await act(() => vi.advanceTimersByTimeAsync(400))
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    expectOpen(services, true)
  })

  it('marks the link to the current page', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { path: '/services/eft', paths })
    await user.click(section('Services'))
    expect(screen.getByRole('link', { name: 'Electronic Funds Transfer (EFT)' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'ATM Switching' })).not.toHaveAttribute('aria-current')
  })

  it('ignores touch "hover", so a tap toggles the panel once', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = section('Services')
    fireEvent.pointerEnter(services.closest('li') as HTMLElement, { pointerType: 'touch' })
    await user.click(services)
    expectOpen(services, true)
  })
})
