import { FetchError, ofetch } from 'ofetch'
import { site } from '../content/site'

/** A request that has not answered in this time is abandoned and counts as failed. */
export const API_TIMEOUT_MS = 10_000

/** The headers the spec puts on every request (section 7). The tokens identify the client only. */
export const apiHeaders: Readonly<Record<string, string>> = {
  'Content-Type': 'application/json',
  'bsa-token': site.api.appToken,
  'bsa-app-name': site.api.appName,
  cmsArea: site.api.cmsArea,
  Authorization: `Bearer ${site.api.bearerToken}`,
}

/** How a request reaches the API: the browser's fetch, or the server's own app when it renders. */
let transport: typeof fetch | undefined

/**
 * Sends the site's API requests through `fetch` instead of the network. The server's render entry
 * sets it once, to a fetch that finds the render it serves (its request context) and sends the
 * request to the server's own content routes; tests set it too.
 */
export function setApiTransport(fetch: typeof globalThis.fetch | undefined): void {
  transport = fetch
}

/** The one HTTP client of the site: base URL, headers and timeout from configuration. */
export const api = ofetch.create(
  {
    baseURL: site.api.baseUrl,
    headers: apiHeaders,
    timeout: API_TIMEOUT_MS,
    retry: 0,
  },
  { fetch: (input, init) => (transport ?? globalThis.fetch)(input, init) },
)

type Query = Record<string, string | number | boolean | undefined | null>

export type GetOptions = {
  query?: Query
  /** How many times to try again after a network error, a timeout or a 5xx answer (default 0). */
  retry?: number
  signal?: AbortSignal
}

function cleanQuery(query: Query | undefined) {
  if (!query) return undefined
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => value !== undefined && value !== null && value !== '',
    ),
  )
}

/** GET a JSON answer; a 204 answer resolves to `null` (use `apiGetOrNull` where one is expected). */
export async function apiGetOrNull<T>(path: string, { query, retry = 0, signal }: GetOptions = {}) {
  const answer = await api<T | undefined>(path, {
    method: 'GET',
    query: cleanQuery(query),
    retry,
    retryDelay: 500,
    retryStatusCodes: [408, 425, 429, 500, 502, 503, 504],
    signal,
  })
  return answer ?? null
}

/** GET a JSON answer that always has a body. */
export async function apiGet<T>(path: string, options: GetOptions = {}): Promise<T> {
  const answer = await apiGetOrNull<T>(path, options)
  if (answer === null) throw new Error(`${path} answered without a body`)
  return answer
}

export function apiPost<T>(
  path: string,
  body: unknown,
  { query, headers }: { query?: Query; headers?: Record<string, string> } = {},
) {
  return api<T>(path, {
    method: 'POST',
    body: body as Record<string, unknown>,
    query: cleanQuery(query),
    ...(headers ? { headers } : {}),
  })
}

export function apiPut<T>(path: string, body: unknown, { query }: { query?: Query } = {}) {
  return api<T>(path, {
    method: 'PUT',
    body: body as Record<string, unknown>,
    query: cleanQuery(query),
  })
}

/** The download address of a document (spec: {intranet api}/filehandler/{documentGuid}). */
export function fileUrl(documentGuid: string) {
  return `${site.api.baseUrl}/filehandler/${encodeURIComponent(documentGuid)}`
}

/** The HTTP status of a failed request, or undefined when it never got an answer. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof FetchError ? error.status : undefined
}

export function isNotFound(error: unknown) {
  return errorStatus(error) === 404
}

/** Worth trying again: no answer, a timeout, too many requests, or a server error. */
export function isRetryable(error: unknown) {
  const status = errorStatus(error)
  return status === undefined || status === 408 || status === 429 || status >= 500
}

/** The API's `{ error, issues }` answer to a bad request, when it sent one. */
export function errorBody(error: unknown): { error?: string; issues?: unknown } | undefined {
  if (!(error instanceof FetchError)) return undefined
  const data: unknown = error.data
  return data && typeof data === 'object'
    ? (data as { error?: string; issues?: unknown })
    : undefined
}

/** A sentence a visitor can act on, for a request that failed. */
export function describeApiError(error: unknown): string {
  const status = errorStatus(error)
  if (typeof navigator !== 'undefined' && navigator.onLine === false)
    return 'You appear to be offline. Check your connection and try again.'
  if (status === undefined)
    return 'We could not reach our servers. Check your connection and try again.'
  if (status === 404) return 'We could not find what you asked for.'
  if (status === 429)
    return 'We have had too many requests from your network. Wait a minute and try again.'
  if (status >= 500) return 'Our servers had a problem answering. Try again in a moment.'
  return 'Something went wrong loading this. Try again in a moment.'
}
