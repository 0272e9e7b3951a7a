import { act } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CURRENT_YEAR_ATTRIBUTE, useCurrentYear } from './use-current-year'

function Year() {
  const year = useCurrentYear()
  return (
    <p>
      © <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{year}</span> Mzansi Clearing
    </p>
  )
}

describe('useCurrentYear', () => {
  afterEach(() => {
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  it('hydrates a page rendered last year without a mismatch, then shows this year', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-31T12:00:00'))
    const html = renderToString(<Year />)
    expect(html).toContain('>2026</span>')

    // The visitor opens the page in the new year.
    vi.setSystemTime(new Date('2027-01-02T09:00:00'))
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable = vi.fn()
    const span = container.querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    // The same element (not a page rendered again), now with the visitor's year.
    expect(container.querySelector(`[${CURRENT_YEAR_ATTRIBUTE}]`)).toBe(span)
    expect(span).toHaveTextContent('2027')
  })

  it('hydrates whatever year the server wrote, even one ahead of the visitor’s clock', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-12-31T23:30:00'))
    const container = document.createElement('div')
    container.innerHTML = renderToString(<Year />).replace('>2026<', '>2027<')
    document.body.append(container)
    const recoverable = vi.fn()
    await act(async () => {
      hydrateRoot(container, <Year />, { onRecoverableError: recoverable })
    })
    expect(recoverable).not.toHaveBeenCalled()
    expect(container).toHaveTextContent('© 2026 Mzansi Clearing')
  })
})
