import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Notification } from '../../api/types'
import { renderWithRouter } from '../../test-utils/render-with-router'
import { TOAST_EXIT_MS, Toaster } from '../../ui/toast'
import { BROWSER_ID_KEY } from './browser-id'
import { NotificationFlow, linkKind } from './notification-flow'

const BROWSER = '0b6c2a1e-6f0e-4d55-9a3b-7d3f5c1e2a90'

const base: Notification = {
  id: 'b5e0b0f2-3a43-4d7b-8f43-1a2b3c4d5e6f',
  name: 'Scheduled maintenance',
  description: 'Member Services is unavailable on Sunday.\nPayments are not affected.',
  forcedTakeOver: false,
  showDateTimeStamp: false,
  dateCreated: '2026-11-20T08:00:00.000Z',
  actionText: 'Read more',
  actionLink: '/login',
  closeButtonText: 'Not now',
}

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  })
}

function stubApi(notification: Notification | null, { failLookup = false } = {}) {
  const calls: { url: string; method: string; body?: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url: String(url), method: init.method ?? 'GET', body: init.body as string })
      if (String(url).includes('GetUserNotificationsCH')) {
        if (failLookup) return json({ error: 'down' }, 503)
        return notification ? json(notification) : new Response(null, { status: 204 })
      }
      return new Response(null, { status: 204 })
    }),
  )
  return calls
}

beforeEach(() => localStorage.setItem(BROWSER_ID_KEY, BROWSER))
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
})

describe('the notification flow', () => {
  it('shows a forced notification as the overlay, reports it read, and its action navigates', async () => {
    const calls = stubApi({ ...base, forcedTakeOver: true, showDateTimeStamp: true })
    const { router } = await renderWithRouter(<NotificationFlow />, { paths: ['/', '/login'] })
    const dialog = await screen.findByRole('dialog', { name: 'Scheduled maintenance' })
    expect(dialog).toHaveTextContent('Payments are not affected.')
    expect(dialog).toHaveTextContent('Date: 20 November 2026')
    expect(calls[0]?.url).toContain(`/Notifications/GetUserNotificationsCH?cookie=${BROWSER}`)
    await waitFor(() => expect(calls.some((call) => call.url.includes('markasread'))).toBe(true))
    const read = calls.find((call) => call.url.includes('markasread'))
    expect(read?.method).toBe('POST')
    expect(read?.url).toContain(`cookie=${BROWSER}`)
    expect(JSON.parse(read?.body ?? '{}')).toMatchObject({ id: base.id })

    await userEvent.click(screen.getByRole('button', { name: 'Read more' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('closes the overlay with its close link and stays on the page', async () => {
    stubApi({ ...base, forcedTakeOver: true })
    const { router } = await renderWithRouter(<NotificationFlow />, { paths: ['/', '/login'] })
    await screen.findByRole('dialog')
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows an ordinary notification as a toast whose action navigates', async () => {
    stubApi(base)
    const { router } = await renderWithRouter(
      <>
        <Toaster />
        <NotificationFlow />
      </>,
      { paths: ['/', '/login'] },
    )
    expect(await screen.findByText('Scheduled maintenance')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    // A click, not user-event's pointer sequence: sonner's swipe handling needs pointer capture, which jsdom lacks.
    fireEvent.click(screen.getByRole('button', { name: 'Read more' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
  })

  it("gives the toast the notification's close words, and dismisses it with them", async () => {
    // The fade is on a timer: on the test's clock, so that it ends (and asks sonner to remove the
    // toast) inside the test, never after its document is gone.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    stubApi(base)
    await renderWithRouter(
      <>
        <Toaster />
        <NotificationFlow />
      </>,
    )
    const close = await screen.findByRole('button', { name: 'Not now' })
    expect(close).toHaveAccessibleDescription('Scheduled maintenance')
    expect(screen.queryByRole('button', { name: /Dismiss/ })).toBeNull()
    fireEvent.click(close)
    await waitFor(() =>
      expect(close.closest('[data-slot="toast"]')).toHaveAttribute('data-state', 'exiting'),
    )
    // And it goes once it has faded.
    await act(() => vi.advanceTimersByTimeAsync(TOAST_EXIT_MS + 1_000))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Not now' })).toBeNull())
  })

  it('shows nothing and only warns when the lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const error = vi.spyOn(console, 'error')
    const calls = stubApi(null, { failLookup: true })
    await renderWithRouter(<NotificationFlow />)
    await waitFor(() => expect(warn).toHaveBeenCalled())
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(calls.some((call) => call.url.includes('markasread'))).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })

  it('does nothing more when there is no notification', async () => {
    const calls = stubApi(null)
    await renderWithRouter(<NotificationFlow />)
    await waitFor(() => expect(calls).toHaveLength(1))
    // The empty answer handled (its promise chain run out): nothing more was asked.
    await act(async () => {})
    expect(calls).toHaveLength(1)
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('follows only internal paths and https links', () => {
    expect(linkKind('/login')).toBe('internal')
    expect(linkKind('https://example.org/x')).toBe('external')
    expect(linkKind('//evil.example')).toBeNull()
    expect(linkKind('javascript:alert(1)')).toBeNull()
    expect(linkKind(null)).toBeNull()
  })
})
