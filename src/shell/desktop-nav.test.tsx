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

function hover(element: HTMLElement) {
  fireEvent.pointerEnter(element.closest('li') as HTMLElement, { pointerType: 'mouse' })
}

describe('DesktopNav', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a navigation landmark named Main with a button per section', async () => {
    await renderWithRouter(<DesktopNav />, { paths })
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(nav).toBeInTheDocument()
    for (const name of ['Services', 'Data Analytics and Insights', 'About Us']) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-expanded', 'false')
      expect(document.getElementById(button.getAttribute('aria-controls') ?? '')).not.toBeVisible()
    }
    expect(screen.getByRole('link', { name: 'Our Reach' })).toBeVisible()
  })

  it('opens and closes a panel by click, Enter and Space', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    await user.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('link', { name: 'ATM Switching' })).toBeVisible()
    await user.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'false')

    services.focus()
    await user.keyboard('{Enter}')
    expect(services).toHaveAttribute('aria-expanded', 'true')
    await user.keyboard(' ')
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes on Escape and returns focus to the section button', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    await user.click(services)
    await user.tab()
    expect(screen.getByRole('link', { name: 'Services overview' })).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(services).toHaveAttribute('aria-expanded', 'false')
    expect(services).toHaveFocus()
  })

  it('marks the Escape that closes it as handled, so that no toast closes with it', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    await user.click(screen.getByRole('button', { name: 'Services' }))
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
    const about = screen.getByRole('button', { name: 'About Us' })
    await user.click(about)
    expect(about).toHaveAttribute('aria-expanded', 'true')
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }))
    expect(about).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens on mouse hover and closes when the mouse leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    expect(services).toHaveAttribute('aria-expanded', 'true')
    fireEvent.pointerLeave(services.closest('li') as HTMLElement, { pointerType: 'mouse' })
    await act(() => vi.advanceTimersByTimeAsync(250))
    expect(services).toHaveAttribute('aria-expanded', 'false')
  })

  it('keeps a hover-opened panel open when its button is then clicked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    fireEvent.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
  })

  it(`hides the panels for ${panelHideMs} ms after a link in one is clicked`, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { router } = await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    fireEvent.click(services)
    fireEvent.click(screen.getByRole('link', { name: 'Services overview' }))
    await act(() => vi.advanceTimersByTimeAsync(10))
    expect(router.state.location.pathname).toBe('/services')
    expect(services).toHaveAttribute('aria-expanded', 'false')

    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(panelHideMs - 300))
    expect(services).toHaveAttribute('aria-expanded', 'false')

    await act(() => vi.advanceTimersByTimeAsync(400))
    hover(services)
    await act(() => vi.advanceTimersByTimeAsync(150))
    expect(services).toHaveAttribute('aria-expanded', 'true')
  })

  it('marks the link to the current page', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { path: '/services/eft', paths })
    await user.click(screen.getByRole('button', { name: 'Services' }))
    expect(screen.getByRole('link', { name: 'Electronic Funds Transfer (EFT)' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(screen.getByRole('link', { name: 'ATM Switching' })).not.toHaveAttribute('aria-current')
  })

  it('ignores touch "hover", so a tap toggles the panel once', async () => {
    const user = userEvent.setup()
    await renderWithRouter(<DesktopNav />, { paths })
    const services = screen.getByRole('button', { name: 'Services' })
    fireEvent.pointerEnter(services.closest('li') as HTMLElement, { pointerType: 'touch' })
    await user.click(services)
    expect(services).toHaveAttribute('aria-expanded', 'true')
  })
})
