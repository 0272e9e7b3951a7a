import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoadError } from './load-error'

describe('LoadError', () => {
  it('says what failed and why, in a status region', () => {
    render(<LoadError title="We could not load the articles" message="Try again in a moment." />)
    const status = screen.getByRole('status')
    expect(status).toHaveTextContent('We could not load the articles')
    expect(status).toHaveTextContent('Try again in a moment.')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'We could not load the articles',
    )
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('offers a retry button that calls back', async () => {
    const onRetry = vi.fn()
    render(<LoadError title="No data" message="Offline." onRetry={onRetry} headingLevel={3} />)
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('No data')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
  })

  it('marks the button busy while retrying', () => {
    render(<LoadError title="No data" message="Offline." onRetry={() => undefined} retrying />)
    expect(screen.getByRole('button', { name: /Try again/ })).toHaveAttribute('aria-busy', 'true')
  })
})
