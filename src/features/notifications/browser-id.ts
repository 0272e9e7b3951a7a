/** Where this browser's random notification id is kept (spec section 3). */
export const BROWSER_ID_KEY = 'notificationId'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i

export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value)
}

/** A random UUID v4, from `crypto.randomUUID` where the browser has it. */
export function randomUuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

let memoryId: string | undefined

/**
 * This browser's id: the stored one when it is a valid UUID v4, otherwise a new one, stored.
 * Where storage is refused (private modes, blocked storage) the id lasts for this visit only.
 */
export function browserId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): string {
  try {
    if (!storage) throw new Error('no storage')
    const stored = storage.getItem(BROWSER_ID_KEY)
    if (isUuidV4(stored)) return stored
    const fresh = randomUuidV4()
    storage.setItem(BROWSER_ID_KEY, fresh)
    return fresh
  } catch {
    memoryId ??= randomUuidV4()
    return memoryId
  }
}
