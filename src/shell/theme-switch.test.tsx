import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { themeStorageKey } from './theme'
import { ThemeSwitch } from './theme-switch'

function themeColour() {
  return document.querySelector('meta[name="theme-color"]')?.getAttribute('content')
}

describe('ThemeSwitch', () => {
  afterEach(() => {
    document.documentElement.classList.remove('dark')
    localStorage.clear()
    document.head.innerHTML = ''
  })

  it('switches to dark and back, remembering the choice and setting the theme colour', async () => {
    document.head.innerHTML = '<meta name="theme-color" content="#ffffff">'
    const user = userEvent.setup()
    render(<ThemeSwitch />)
    const button = screen.getByRole('button', { name: 'Dark theme' })
    expect(button).toHaveAttribute('aria-pressed', 'false')

    await user.click(button)
    expect(document.documentElement).toHaveClass('dark')
    expect(button).toHaveAttribute('aria-pressed', 'true')
    expect(localStorage.getItem(themeStorageKey)).toBe('dark')
    expect(themeColour()).toBe('#1d1a60')

    await user.click(button)
    expect(document.documentElement).not.toHaveClass('dark')
    expect(localStorage.getItem(themeStorageKey)).toBe('light')
    expect(themeColour()).toBe('#ffffff')
  })

  it('shows the theme already on the page (set before first paint)', () => {
    document.documentElement.classList.add('dark')
    render(<ThemeSwitch />)
    expect(screen.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})

it('is kept in place but unseen and unreached until its script runs (it needs one to work)', async () => {
  const { renderToString } = await import('react-dom/server')
  const served = renderToString(<ThemeSwitch />)
  expect(served).toMatch(/<button[^>]*class="[^"]*\binvisible\b/)
  render(<ThemeSwitch />)
  expect(screen.getByRole('button', { name: 'Dark theme' })).not.toHaveClass('invisible')
})
