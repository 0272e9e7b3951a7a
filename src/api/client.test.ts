// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  apiGet,
  apiGetOrNull,
  apiPost,
  describeApiError,
  fileUrl,
  isNotFound,
  isRetryable,
} from './client'

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
  })
}

afterEach(() => vi.unstubAllGlobals())

describe('the API client', () => {
  it('sends the spec headers to the configured base URL and drops empty query values', async () => {
    const fetchMock = vi.fn(async () => answer(200, { ok: true }))
    vi.stubGlobal('fetch', fetchMock)
    await expect(
      apiGet('/Branches', { query: { q: 'durban', bank: '', page: 2 } }),
    ).resolves.toEqual({ ok: true })
    const [request, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(String(request)).toBe('/api/public/v2/Branches?q=durban&page=2')
    const headers = new Headers(init.headers)
    expect(headers.get('bsa-app-name')).toBe('WEBSITE')
    expect(headers.get('cmsArea')).toBe('CH')
    expect(headers.get('bsa-token')).toBeTruthy()
    expect(headers.get('Authorization')).toMatch(/^Bearer \S+/)
    expect(headers.get('Content-Type')).toBe('application/json')
  })

  it('reads a 204 as null', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(204)),
    )
    await expect(apiGetOrNull('/Notifications/GetUserNotificationsCH')).resolves.toBeNull()
    await expect(apiGet('/Notifications/GetUserNotificationsCH')).rejects.toThrow(
      'answered without a body',
    )
  })

  it('tries a GET again after a server error when asked to', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(503, { error: 'busy' }))
      .mockResolvedValueOnce(answer(200, [1]))
    vi.stubGlobal('fetch', fetchMock)
    await expect(apiGet('/Indices', { retry: 1 })).resolves.toEqual([1])
    expect(fetchMock).toHaveBeenCalledTimes(2)
  })

  it('posts JSON and exposes the status of a failure', async () => {
    const fetchMock = vi.fn(async () => answer(404, { error: 'Notification not found' }))
    vi.stubGlobal('fetch', fetchMock)
    const failure = await apiPost('/Notifications/markasread', { id: 'x' }).catch(
      (error: unknown) => error,
    )
    expect(isNotFound(failure)).toBe(true)
    expect(isRetryable(failure)).toBe(false)
    expect(describeApiError(failure)).toBe('We could not find what you asked for.')
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe('POST')
    expect(init.body).toBe(JSON.stringify({ id: 'x' }))
  })

  it('describes a request that got no answer', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    )
    const failure = await apiGet('/PciBadge').catch((error: unknown) => error)
    expect(isRetryable(failure)).toBe(true)
    expect(describeApiError(failure)).toBe(
      'We could not reach our servers. Check your connection and try again.',
    )
  })

  it('builds document links on the file handler', () => {
    expect(fileUrl('b7e3c1a2-5d4f-4e8a-9c61-2f0d8a7b3e15')).toBe(
      '/api/public/v2/filehandler/b7e3c1a2-5d4f-4e8a-9c61-2f0d8a7b3e15',
    )
  })
})
