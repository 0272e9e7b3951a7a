import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../api/query-client'
import type { Certificate } from '../../api/types'
import { PublishedDocuments } from './published-documents'

/** The browser's connection as the page sees it: `navigator.onLine` and its event. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

const documents: Certificate[] = [
  {
    description: 'Self-Assessment Disclosure Framework',
    documentGuid: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c',
    title: 'Self-Assessment Disclosure Framework',
  },
]

/** The API behind the client: no connection (a TypeError) until the browser is back online. */
function fakeApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (!navigator.onLine) throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(documents), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  })
}

afterEach(() => {
  setOnline(true)
  queryClient.clear()
})

describe('PublishedDocuments without a connection', () => {
  it('says the list needs a connection, then loads it by itself when the browser is back online', async () => {
    const fetch = fakeApi()
    setOnline(false)
    render(<PublishedDocuments />)

    const waiting = await screen.findByRole('status')
    expect(waiting).toHaveTextContent('Our documents need a connection')
    expect(waiting).toHaveTextContent('will load by itself when you are back online')
    expect(screen.queryByText('Loading our documents')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()

    setOnline(true)
    expect(
      await screen.findByRole('link', { name: /Self-Assessment Disclosure Framework/ }),
    ).toBeInTheDocument()
    expect(screen.queryByText('Our documents need a connection')).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says so too when the connection drops as the list is asked for', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      // The browser still reports a connection: the request fails, and its retry waits for one.
      const fetch = vi
        .spyOn(globalThis, 'fetch')
        .mockRejectedValue(new TypeError('Failed to fetch'))
      render(<PublishedDocuments />)
      await act(() => vi.advanceTimersByTimeAsync(0))
      expect(fetch).toHaveBeenCalledTimes(1)
      setOnline(false)
      // The first retry is due a second later; offline it waits instead of asking again.
      await act(() => vi.advanceTimersByTimeAsync(1000))
      await vi.waitFor(() =>
        expect(screen.getByRole('status')).toHaveTextContent('Our documents need a connection'),
      )
      expect(fetch).toHaveBeenCalledTimes(1)
    } finally {
      vi.useRealTimers()
    }
  })
})
