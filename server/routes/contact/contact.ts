import { createHash, randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { contactMessages } from '../../db/schema.ts'
import { memoisedSecret } from '../../db/settings.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { stableJson } from '../response-cache.ts'
import { contactBody, contactResponse, idempotencyHeaders } from './schemas.ts'

apiRegistry.register({
  method: 'post',
  path: '/Contact',
  tag: 'Contact',
  summary: 'Stores a contact-form message',
  description:
    'At most 5 messages an hour per client address (429 with Retry-After), shared by every instance on one Postgres. Send an Idempotency-Key (a UUID per message): a repeat with the same key stores nothing new and gets the first answer. The answer never repeats the input.',
  headers: idempotencyHeaders,
  body: contactBody,
  responses: {
    201: { description: 'Stored', schema: contactResponse },
    202: {
      description: 'Accepted (a filled honeypot: answered alike, nothing stored)',
      schema: contactResponse,
    },
    422: { description: 'The Idempotency-Key was already used for a different message' },
  },
})

/**
 * The stored hash lets staff see that messages came from one sender, never who. Its salt is
 * CONTACT_HASH_SALT, else a secret kept in the database, so every instance hashes alike.
 */
export function contactRouter({ db, now, clientAddress, contactLimiter }: RouteDeps) {
  const salt = process.env.CONTACT_HASH_SALT
    ? async () => process.env.CONTACT_HASH_SALT as string
    : memoisedSecret(db, 'address_salt')

  /** The first answer to a message sent with `key`, or a refusal when the key is reused. */
  const replay = async (c: Context, key: string, bodyHash: string) => {
    const [first] = await db
      .select({
        id: contactMessages.id,
        createdAt: contactMessages.createdAt,
        bodyHash: contactMessages.bodyHash,
      })
      .from(contactMessages)
      .where(eq(contactMessages.idempotencyKey, key))
      .limit(1)
    if (!first) return null
    if (first.bodyHash !== bodyHash) {
      return c.json(
        { error: 'This Idempotency-Key was already used for a different message: send a new key.' },
        422,
      )
    }
    return c.json({ id: first.id, receivedAt: first.createdAt.toISOString() }, 201, {
      'Idempotent-Replayed': 'true',
    })
  }

  return new Hono().post(
    '/Contact',
    validate('header', idempotencyHeaders),
    validate('json', contactBody),
    async (c) => {
      const message = c.req.valid('json')
      const key = c.req.valid('header')['idempotency-key']
      const bodyHash = createHash('sha256').update(stableJson(message)).digest('hex')
      // A repeat (the sender's retry after a time-out) is answered before it counts again.
      if (key !== undefined) {
        const repeated = await replay(c, key, bodyHash)
        if (repeated) return repeated
      }
      const decision = await contactLimiter.hit(clientAddress(c))
      if (!decision.allowed) return tooManyRequests(c, decision)

      const receivedAt = now()
      if (message.website.trim() !== '') {
        return c.json({ id: randomUUID(), receivedAt: receivedAt.toISOString() }, 202)
      }
      const [row] = await db
        .insert(contactMessages)
        .values({
          name: message.name,
          email: message.email,
          phone: message.phone || null,
          organisation: message.organisation || null,
          subject: message.topic,
          message: message.message,
          createdAt: receivedAt,
          clientHash: createHash('sha256')
            .update(`${await salt()}:${clientAddress(c)}`)
            .digest('hex'),
          idempotencyKey: key ?? null,
          bodyHash,
        })
        .onConflictDoNothing({ target: contactMessages.idempotencyKey })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
      if (!row) {
        // The same key arrived twice at once and the other request stored it first.
        const repeated = key !== undefined ? await replay(c, key, bodyHash) : null
        if (repeated) return repeated
        throw new Error('The contact message was not stored')
      }
      return c.json({ id: row.id, receivedAt: row.createdAt.toISOString() }, 201)
    },
  )
}
