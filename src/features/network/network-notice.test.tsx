import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BACK_ONLINE_MESSAGE, NetworkNotice, OFFLINE_MESSAGE } from './network-notice'

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline)
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'))
  })
}

afterEach(() => vi.restoreAllMocks())

describe('NetworkNotice', () => {
  it('says nothing while online', () => {
    render(<NetworkNotice />)
    expect(screen.getByRole('status')).toHaveTextContent('')
  })

  it('tells the visitor when they go offline, and can be dismissed', async () => {
    render(<NetworkNotice />)
    goOffline(true)
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE)
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.getByRole('status')).not.toHaveTextContent(OFFLINE_MESSAGE)
  })

  it('says so briefly when the connection comes back', () => {
    vi.useFakeTimers()
    try {
      render(<NetworkNotice />)
      goOffline(true)
      goOffline(false)
      expect(screen.getByRole('status')).toHaveTextContent(BACK_ONLINE_MESSAGE)
      act(() => vi.advanceTimersByTime(4000))
      expect(screen.getByRole('status')).toHaveTextContent('')
    } finally {
      vi.useRealTimers()
    }
  })
})
