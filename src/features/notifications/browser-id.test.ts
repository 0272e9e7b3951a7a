// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { BROWSER_ID_KEY, browserId, isUuidV4, randomUuidV4 } from './browser-id'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  }
}

describe('the browser id for notifications', () => {
  it('makes random UUID v4s', () => {
    const ids = new Set(Array.from({ length: 50 }, randomUuidV4))
    expect(ids.size).toBe(50)
    for (const id of ids) expect(isUuidV4(id)).toBe(true)
  })

  it('creates one and keeps it under notificationId', () => {
    const storage = memoryStorage()
    const id = browserId(storage)
    expect(isUuidV4(id)).toBe(true)
    expect(storage.values.get(BROWSER_ID_KEY)).toBe(id)
    expect(browserId(storage)).toBe(id)
  })

  it('replaces a stored value that is not a UUID v4', () => {
    const storage = memoryStorage({ [BROWSER_ID_KEY]: 'not-an-id' })
    const id = browserId(storage)
    expect(id).not.toBe('not-an-id')
    expect(isUuidV4(storage.values.get(BROWSER_ID_KEY))).toBe(true)
  })

  it('keeps one id for the visit when storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => undefined,
    }
    const id = browserId(refusing)
    expect(isUuidV4(id)).toBe(true)
    expect(browserId(refusing)).toBe(id)
    expect(browserId(undefined)).toBe(id)
  })
})
