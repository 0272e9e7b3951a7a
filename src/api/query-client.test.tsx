import { onlineManager } from '@tanstack/react-query'
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { queryClient, useApiQuery } from './query-client'

const KEY = ['query-client-test', 'greeting']

function Greeting() {
  const greeting = useApiQuery({ queryKey: KEY, queryFn: async () => 'Sawubona' })
  return <p>{greeting.data ?? 'Loading the greeting…'}</p>
}

afterEach(() => queryClient.removeQueries({ queryKey: KEY }))

describe('useApiQuery on a prerendered page', () => {
  it('renders what the server rendered while it hydrates, then the data another part fetched', async () => {
    const serverHtml = renderToString(<Greeting />)
    expect(serverHtml).toContain('Loading the greeting…')

    // Another part of the page has fetched the greeting before this part hydrates.
    queryClient.setQueryData(KEY, 'Sawubona')
    const container = document.createElement('div')
    container.innerHTML = serverHtml
    const sentParagraph = container.querySelector('p')
    const mismatches: unknown[] = []
    await act(async () => {
      hydrateRoot(container, <Greeting />, {
        onRecoverableError: (error) => mismatches.push(error),
      })
    })

    expect(mismatches).toEqual([])
    expect(container.querySelector('p')).toBe(sentParagraph)
    expect(container.textContent).toBe('Sawubona')
  })
})

describe('the site’s query client in the browser', () => {
  it('follows the browser’s connection, so that queries wait offline and go on when it is back', () => {
    const goOnline = (online: boolean) => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
      window.dispatchEvent(new Event(online ? 'online' : 'offline'))
    }
    goOnline(false)
    expect(onlineManager.isOnline()).toBe(false)
    goOnline(true)
    expect(onlineManager.isOnline()).toBe(true)
  })
})

describe('the page’s fetching attribute', () => {
  it('is on while a query fetches or waits to retry, and off once it has settled', async () => {
    vi.useFakeTimers()
    const key = ['query-client-test', 'flaky']
    let calls = 0
    const settled = queryClient
      .fetchQuery({
        queryKey: key,
        queryFn: async () => {
          calls += 1
          if (calls === 1) throw new TypeError('Failed to fetch')
          return 'Sawubona'
        },
        retry: 1,
        retryDelay: 1_000,
      })
      .catch(() => undefined)
    await vi.advanceTimersByTimeAsync(0)
    expect(document.documentElement).toHaveAttribute('data-fetching')
    await vi.advanceTimersByTimeAsync(500)
    expect(calls).toBe(1)
    expect(document.documentElement).toHaveAttribute('data-fetching')
    await vi.advanceTimersByTimeAsync(600)
    await settled
    expect(calls).toBe(2)
    expect(document.documentElement).not.toHaveAttribute('data-fetching')
    queryClient.removeQueries({ queryKey: key })
    vi.useRealTimers()
  })
})
