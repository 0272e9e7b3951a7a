/** Random ids made in the browser (the notification browser id, contact idempotency keys). */
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

/** An Idempotency-Key and the message it was made for. */
export type MessageKey = { key: string; body: string }

/**
 * The key to send `body` with: the previous one when the same message is sent again (a retry
 * after a failure whose message may have arrived), a new one for a different message.
 */
export function keyForMessage(previous: MessageKey | null, body: string): MessageKey {
  return previous?.body === body ? previous : { key: randomUuidV4(), body }
}
