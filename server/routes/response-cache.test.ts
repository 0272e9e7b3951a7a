import { describe, expect, it } from 'vitest'
import { ResponseCache } from './response-cache.ts'

/** A query builder as drizzle makes one: each `then` runs the query again. */
function queryBuilder<T>(rows: T) {
  const runs = { count: 0 }
  const builder = {
    then<A, B>(onFulfilled?: (value: T) => A, onRejected?: (reason: unknown) => B) {
      runs.count += 1
      return Promise.resolve(rows).then(onFulfilled, onRejected)
    },
  }
  return { builder: builder as unknown as Promise<T>, runs }
}

describe('ResponseCache.remember', () => {
  it('runs a query builder once, however often its answer is read', async () => {
    const cache = new ResponseCache()
    const { builder, runs } = queryBuilder([{ id: 'bank' }])
    for (let i = 0; i < 5; i++) {
      expect(await cache.remember('branches:banks', () => builder)).toEqual([{ id: 'bank' }])
    }
    expect(runs.count).toBe(1)
  })

  it('loads again after a failed load, and keeps the answer that worked', async () => {
    const cache = new ResponseCache()
    let loads = 0
    const load = async () => {
      loads += 1
      if (loads === 1) throw new Error('database unavailable')
      return 'rows'
    }
    await expect(cache.remember('k', load)).rejects.toThrow('database unavailable')
    expect(await cache.remember('k', load)).toBe('rows')
    expect(await cache.remember('k', load)).toBe('rows')
    expect(loads).toBe(2)
  })
})
