import { useCallback, useMemo, useSyncExternalStore } from 'react'

/** Where this browser keeps the visitor's replies to upcoming talks. */
export const RSVP_STORAGE_KEY = 'speakersRsvp'

/** A visitor's reply to a talk; a talk without one is awaiting a reply ("Pending"). */
export type RsvpReply = 'Going' | 'NotGoing'
export type Rsvps = Readonly<Record<string, RsvpReply>>

const REPLIES: readonly string[] = ['Going', 'NotGoing'] satisfies RsvpReply[]
const MAX_ID_LENGTH = 100

function isReply(value: unknown): value is RsvpReply {
  return typeof value === 'string' && REPLIES.includes(value)
}

/**
 * The replies stored as JSON (`{ "talk-id": "Going" }`). Anything that is not such an object is
 * ignored, and so is every entry whose id or reply is not valid; the valid ones are kept.
 */
export function parseRsvps(raw: string | null | undefined): Rsvps {
  if (!raw) return {}
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return {}
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {}
  const replies: Record<string, RsvpReply> = {}
  for (const [id, reply] of Object.entries(data)) {
    if (id.length > 0 && id.length <= MAX_ID_LENGTH && isReply(reply)) replies[id] = reply
  }
  return replies
}

/** The replies with one changed: `null` removes the reply, back to awaiting one. */
export function withReply(rsvps: Rsvps, id: string, reply: RsvpReply | null): Rsvps {
  const next: Record<string, RsvpReply> = { ...rsvps }
  if (reply === null) delete next[id]
  else next[id] = reply
  return next
}

export function readRsvps(storage: Pick<Storage, 'getItem'>): Rsvps {
  try {
    return parseRsvps(storage.getItem(RSVP_STORAGE_KEY))
  } catch {
    return {}
  }
}

/**
 * Stores a reply, cleaning out anything invalid that was stored before. Returns false when the
 * storage refused it (private browsing, storage full or switched off).
 */
export function writeRsvp(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  id: string,
  reply: RsvpReply | null,
): boolean {
  try {
    const next = withReply(readRsvps(storage), id, reply)
    storage.setItem(RSVP_STORAGE_KEY, JSON.stringify(next))
    return true
  } catch {
    return false
  }
}

// The page reads the stored replies through useSyncExternalStore: nothing touches localStorage
// during a server render (the server snapshot is empty), and other tabs' changes arrive through
// the storage event. When the browser refuses storage, replies live in memory for this visit.
const listeners = new Set<() => void>()
let memory: string | null = null

function storedValue(): string | null {
  try {
    return window.localStorage.getItem(RSVP_STORAGE_KEY) ?? memory
  } catch {
    return memory
  }
}

function notify() {
  for (const listener of listeners) listener()
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key === RSVP_STORAGE_KEY) notify()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  if (listeners.size === 1) window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

/** This browser's replies, and a function to change one (`null` clears it). */
export function useRsvps(): [Rsvps, (id: string, reply: RsvpReply | null) => void] {
  const raw = useSyncExternalStore(subscribe, storedValue, () => null)
  const rsvps = useMemo(() => parseRsvps(raw), [raw])
  const setReply = useCallback((id: string, reply: RsvpReply | null) => {
    let stored = false
    try {
      stored = writeRsvp(window.localStorage, id, reply)
    } catch {
      stored = false
    }
    if (!stored) memory = JSON.stringify(withReply(parseRsvps(memory), id, reply))
    notify()
  }, [])
  return [rsvps, setReply]
}
