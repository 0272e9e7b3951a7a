import { mockMatchMedia } from '../test-utils/match-media'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button, RIPPLE_DURATION_MS } from './button'

function mockReducedMotion(reduce: boolean) {
  return mockMatchMedia((query) => reduce && query.includes('prefers-reduced-motion: reduce'))
}

function ripples(container: HTMLElement) {
  return container.querySelectorAll('[data-slot="button-ripple"]')
}

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is a button of type "button" named by its label that calls onClick', async () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Download the report</Button>)
    const button = screen.getByRole('button', { name: 'Download the report' })
    expect(button).toHaveAttribute('type', 'button')
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('is activated from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Subscribe</Button>)
    await user.tab()
    expect(screen.getByRole('button', { name: 'Subscribe' })).toHaveFocus()
    await user.keyboard('{Enter}')
    await user.keyboard(' ')
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('has no colour by default and takes the spec colours primary and secondary', () => {
    render(
      <>
        <Button>Plain</Button>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveClass('bg-transparent')
    expect(screen.getByRole('button', { name: 'Primary' })).toHaveClass('bg-primary')
    expect(screen.getByRole('button', { name: 'Secondary' })).toHaveClass('bg-accent')
  })

  it('has elevation levels 1 to 5, each a deeper shadow', () => {
    const shadows = ['shadow-xs', 'shadow-sm', 'shadow-md', 'shadow-lg', 'shadow-xl']
    render(
      <>
        {([1, 2, 3, 4, 5] as const).map((level) => (
          <Button key={level} elevation={level}>
            {`Level ${level}`}
          </Button>
        ))}
      </>,
    )
    shadows.forEach((shadow, index) => {
      expect(screen.getByRole('button', { name: `Level ${index + 1}` })).toHaveClass(shadow)
    })
  })

  it('keeps a default size of at least 44 px and small buttons of at least 24 px', () => {
    render(
      <>
        <Button>Default</Button>
        <Button size="sm">Small</Button>
      </>,
    )
    expect(screen.getByRole('button', { name: 'Default' })).toHaveClass('min-h-11', 'min-w-11')
    expect(screen.getByRole('button', { name: 'Small' })).toHaveClass('min-h-8', 'min-w-8')
  })

  it('while loading keeps its name, says it is busy, shows a spinner and hides the label from sight', () => {
    const { container } = render(
      <Button variant="primary" loading>
        Send message
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Send message' })
    expect(button).toHaveAttribute('aria-busy', 'true')
    expect(button).toHaveAttribute('aria-disabled', 'true')
    expect(button).not.toBeDisabled()
    expect(container.querySelector('[data-slot="button-label"]')).toHaveClass('opacity-0')
    expect(container.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true')
  })

  it('while loading stays focusable but ignores clicks, Enter and form submission', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading onClick={onClick}>
          Send message
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'Send message' })
    await user.click(button)
    await user.tab()
    await user.tab({ shift: true })
    expect(button).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('shows the label again and takes clicks once loading ends', async () => {
    const onClick = vi.fn()
    const { container, rerender } = render(
      <Button loading onClick={onClick}>
        Send message
      </Button>,
    )
    rerender(<Button onClick={onClick}>Send message</Button>)
    const button = screen.getByRole('button', { name: 'Send message' })
    expect(button).not.toHaveAttribute('aria-busy')
    expect(container.querySelector('[data-slot="spinner"]')).not.toBeInTheDocument()
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('does nothing when disabled', async () => {
    const onClick = vi.fn()
    render(
      <Button disabled onClick={onClick}>
        Apply
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Apply' })
    expect(button).toBeDisabled()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('ripples from the pointer position for about 1 s', () => {
    vi.useFakeTimers()
    const { container } = render(<Button>Contact us</Button>)
    const button = screen.getByRole('button', { name: 'Contact us' })
    vi.spyOn(button, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ x: 100, y: 50, width: 120, height: 44 }),
    )
    fireEvent.pointerDown(button, { clientX: 130, clientY: 60 })
    const [ripple] = ripples(container)
    expect(ripple).toBeDefined()
    const size = 2 * Math.hypot(120, 44)
    expect(ripple).toHaveStyle({ left: `${30 - size / 2}px`, top: `${10 - size / 2}px` })
    expect(ripple).toHaveClass('motion-safe:animate-button-ripple')
    expect(ripple?.parentElement).toHaveAttribute('aria-hidden', 'true')

    act(() => vi.advanceTimersByTime(RIPPLE_DURATION_MS - 1))
    expect(ripples(container)).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(ripples(container)).toHaveLength(0)
  })

  it('shows no ripple when the visitor prefers reduced motion', () => {
    const restore = mockReducedMotion(true)
    try {
      const { container } = render(<Button>Contact us</Button>)
      fireEvent.pointerDown(screen.getByRole('button', { name: 'Contact us' }))
      expect(ripples(container)).toHaveLength(0)
    } finally {
      restore()
    }
  })

  it('shows no ripple while loading', () => {
    const { container } = render(<Button loading>Contact us</Button>)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Contact us' }))
    expect(ripples(container)).toHaveLength(0)
  })

  it('styles a link as a button with asChild, keeping it a link', () => {
    render(
      <Button asChild variant="primary">
        <a href="/contact-us">Contact us</a>
      </Button>,
    )
    const link = screen.getByRole('link', { name: 'Contact us' })
    expect(link).toHaveAttribute('href', '/contact-us')
    expect(link).toHaveAttribute('data-slot', 'button')
    expect(link).toHaveClass('bg-primary')
    expect(link).not.toHaveAttribute('type')
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    fireEvent.pointerDown(link)
    expect(link.querySelector('[data-slot="button-ripple"]')).toBeInTheDocument()
  })
})
