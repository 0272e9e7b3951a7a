import { isUuidV4, randomUuidV4 } from '../../lib/uuid'

export { isUuidV4, randomUuidV4 }

/** Where this browser's random notification id is kept (spec section 3). */
export const BROWSER_ID_KEY = 'notificationId'

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
