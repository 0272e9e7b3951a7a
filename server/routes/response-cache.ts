import type { Context, TypedResponse } from 'hono'
import type { JSONParsed } from 'hono/utils/types'
import { routePath } from 'hono/route'
import { areaOfCacheKey, touches, type ChangedAreas } from '../content/areas.ts'
import { encodeJson, sendJson, type EncodedJson } from '../middleware/compression.ts'
import { todayInSouthAfrica } from './text.ts'

/**
 * Content reads kept in memory by key until the content they were read from changes (a sync or an
 * admin write calls drop() with the areas it touched). Bounded: the least recently used keys go
 * first, so requests for endless unknown slugs cannot grow memory. Keys are namespaced by
 * resource ("blogs:post:...") so values of one type share a key; the namespace tells a key's area
 * (areaOfCacheKey).
 */
export class ResponseCache {
  #entries = new Map<string, Promise<unknown>>()
  readonly maxEntries: number
  /** The clock the answers' published dates are read on (the app's, which tests move). */
  readonly now: () => Date

  constructor(maxEntries = 2000, now: () => Date = () => new Date()) {
    this.maxEntries = maxEntries
    this.now = now
  }

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.#entries
    const hit = entries.get(key)
    if (hit !== undefined) {
      // Least recently used goes first: an entry every request reads is never the oldest.
      entries.delete(key)
      entries.set(key, hit)
      return hit as Promise<T>
    }
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
    // A real promise, settled once: a query builder (drizzle's) is a thenable that runs its query
    // again each time it is awaited, so kept as it is it would query on every hit.
    const pending = Promise.resolve(load())
    entries.set(key, pending)
    // A failed load is not remembered: the next request tries again.
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key)
    })
    return pending
  }

  /** The entry under `key` if there is one; never loads. */
  peek<T>(key: string): Promise<T> | undefined {
    return this.#entries.get(key) as Promise<T> | undefined
  }

  clear(): void {
    this.#entries = new Map()
  }

  /** Drops the entries read from the changed areas (and any whose area is unknown). */
  drop(changed: ChangedAreas): void {
    if (changed === 'all') return this.clear()
    for (const key of [...this.#entries.keys()]) {
      if (touches(changed, areaOfCacheKey(key))) this.#entries.delete(key)
    }
  }

  get size(): number {
    return this.#entries.size
  }
}

/** Content changes only on a sync or an admin write; browsers may reuse an answer for a minute. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60'

/** What a cached read answers: its data, typed by the route's 200 schema, or 404 `{ error }`. */
export type Answer<Data = unknown> =
  { status: 200; data: Data } | { status: 404; data: { error: string } }

/** The typed response of an answer, which the route's response schemas check. */
type Typed<A> = A extends { status: infer Status extends 200 | 404; data: infer Data }
  ? TypedResponse<JSONParsed<Data>, Status, 'json'>
  : never
type Encoded = EncodedJson & { status: 200 | 404 }

/**
 * A cached answer's key: the route (its pattern, not the URL), the parameters and query as the
 * route's validators normalised them (extra parameters dropped, `page=0x10` read as 16), and the
 * day (lists of published articles change at midnight). So no two URLs that mean the same answer
 * take two entries, and an unvalidated part of the URL never reaches the key.
 */
export function requestKey(c: Context, now: Date = new Date()): string {
  const param: unknown = c.req.valid('param' as never)
  const query: unknown = c.req.valid('query' as never)
  return `json:${todayInSouthAfrica(now)}:${routePath(c)}:${stableJson({ param, query })}`
}

/** JSON with object keys sorted, so the same values give the same text in any order. */
export function stableJson(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, entry]) => entry !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${stableJson(entry)}`).join(',')}}`
}

function send(c: Context, answer: Encoded): Response {
  return sendJson(c, answer, answer.status, {
    'Cache-Control': answer.status === 200 ? CONTENT_CACHE_CONTROL : 'no-cache',
  })
}

/** Answers JSON from the cache (serialised and gzipped once), loading through `load` on a miss. */
export async function cachedJson<A extends Answer>(
  c: Context,
  cache: ResponseCache,
  load: () => Promise<A>,
): Promise<Typed<A>> {
  const answer = await cache.remember(requestKey(c, cache.now()), async (): Promise<Encoded> => {
    const { status, data } = await load()
    return { status, ...encodeJson(data) }
  })
  // The body is the JSON of the answer's data, which its type describes.
  return send(c, answer) as unknown as Typed<A>
}

/**
 * Answers JSON made for this request alone (a search: each term is new, and cheap to answer from
 * what is cached), kept out of the shared cache so that it never pushes out the answers worth
 * keeping; gzipped only for a client that takes it.
 */
export async function freshJson<A extends Answer>(
  c: Context,
  load: () => Promise<A>,
): Promise<Typed<A>> {
  const { status, data } = await load()
  return send(c, { status, ...encodeJson(data) }) as unknown as Typed<A>
}

/** A 200 answer; its data's type is checked against the route's response schema. */
export const ok = <Data>(data: Data) => ({ status: 200 as const, data })
export const notFound = (what: string) => ({
  status: 404 as const,
  data: { error: `${what} not found` },
})
