import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Spinner } from './spinner'

describe('Spinner', () => {
  it('is a status saying "Loading" by default', () => {
    render(<Spinner />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('Loading')
    expect(status).toHaveAttribute('data-state', 'active')
  })

  it('says what is loading when given a label', () => {
    render(<Spinner label="Loading bank branches" />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading bank branches')
  })

  it('keeps its label for screen readers only unless asked to show it', () => {
    const { rerender } = render(<Spinner label="Loading indices" />)
    expect(screen.getByText('Loading indices')).toHaveClass('sr-only')
    rerender(<Spinner label="Loading indices" showLabel />)
    expect(screen.getByText('Loading indices')).not.toHaveClass('sr-only')
  })

  it('animates only for people who have not asked for reduced motion', () => {
    const { container } = render(<Spinner />)
    const icon = container.querySelector('[data-slot="spinner-icon"]')
    expect(icon).toHaveClass('motion-safe:animate-spin')
    expect(icon).not.toHaveClass('animate-spin')
  })

  it('keeps an empty status region while idle, so starting is announced', () => {
    const { rerender } = render(<Spinner label="Loading documents" active={false} />)
    const status = screen.getByRole('status')
    expect(status).toBeEmptyDOMElement()
    expect(status).toHaveAttribute('data-state', 'idle')
    rerender(<Spinner label="Loading documents" active />)
    expect(screen.getByRole('status')).toBe(status)
    expect(status).toHaveTextContent('Loading documents')
  })

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />)
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(container.querySelector('[data-slot="spinner"]')).toHaveAttribute('aria-hidden', 'true')
  })

  it('renders nothing when decorative and idle', () => {
    const { container } = render(<Spinner decorative active={false} />)
    expect(container).toBeEmptyDOMElement()
  })
})
