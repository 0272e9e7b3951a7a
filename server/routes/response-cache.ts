import type { Context } from 'hono'

/**
 * Content reads kept in memory by key until the content changes (a sync or an admin write calls
 * clear()). Bounded: the oldest keys go first, so requests for endless unknown slugs cannot grow
 * memory. Keys are namespaced by resource ("blogs:post:...") so values of one type share a key.
 */
export class ResponseCache {
  #entries = new Map<string, Promise<unknown>>()
  readonly maxEntries: number

  constructor(maxEntries = 2000) {
    this.maxEntries = maxEntries
  }

  remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    const entries = this.#entries
    const hit = entries.get(key)
    if (hit !== undefined) return hit as Promise<T>
    if (entries.size >= this.maxEntries) {
      const oldest = entries.keys().next()
      if (!oldest.done) entries.delete(oldest.value)
    }
    const pending = load()
    entries.set(key, pending)
    // A failed load is not remembered: the next request tries again.
    pending.catch(() => {
      if (entries.get(key) === pending) entries.delete(key)
    })
    return pending
  }

  clear(): void {
    this.#entries = new Map()
  }

  get size(): number {
    return this.#entries.size
  }
}

/** Content changes only on a sync or an admin write; browsers may reuse an answer for a minute. */
export const CONTENT_CACHE_CONTROL = 'public, max-age=60'

type Answer = { status: 200 | 404; data: unknown }

/** Answers JSON from the cache, serialised once, loading through `load` on a miss. */
export async function cachedJson(
  c: Context,
  cache: ResponseCache,
  key: string,
  load: () => Promise<Answer>,
): Promise<Response> {
  const { status, body } = await cache.remember(`json:${key}`, async () => {
    const answer = await load()
    return { status: answer.status, body: JSON.stringify(answer.data) }
  })
  return c.body(body, status, {
    'Content-Type': 'application/json',
    'Cache-Control': status === 200 ? CONTENT_CACHE_CONTROL : 'no-cache',
  })
}

export const notFound = (what: string): Answer => ({
  status: 404,
  data: { error: `${what} not found` },
})
export const found = (data: unknown): Answer => ({ status: 200, data })
