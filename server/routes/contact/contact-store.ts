import { createHash, randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import { contactMessages } from '../../db/schema.ts'
import { memoisedSecret } from '../../db/settings.ts'
import {
  DeadlinePassedError,
  UnconfirmedWriteError,
  type RequestDeadline,
} from '../../middleware/deadline.ts'
import type { RateLimitDecision } from '../../middleware/rate-limit.ts'
import type { RouteDeps } from '../deps.ts'
import { stableJson } from '../response-cache.ts'
import type { contactBody } from './schemas.ts'

/** A message as `contactBody` parsed it. */
export type ContactMessage = z.output<typeof contactBody>

/** What became of a message handed to the store. */
export type ContactOutcome =
  /** Stored now, or earlier under the same key with the same words (`replayed`). */
  | { kind: 'stored'; id: string; receivedAt: Date; replayed: boolean }
  /** A filled honeypot: counted, answered alike, nothing stored. */
  | { kind: 'discarded'; id: string; receivedAt: Date }
  | { kind: 'limited'; decision: RateLimitDecision }
  /** The key was already used for a different message; nothing was counted or stored. */
  | { kind: 'key-reused' }

/**
 * Stores contact messages for both ways in (the JSON API and the form posted without
 * JavaScript): one idempotency rule, one rate limit per client address, one honeypot rule, one
 * insert. The stored hash lets staff see that messages came from one sender, never who. Its salt
 * is CONTACT_HASH_SALT, else a secret kept in the database, so every instance hashes alike.
 */
export function contactStore({ db, now, contactLimiter, contactHashSalt }: RouteDeps) {
  const salt = contactHashSalt ? async () => contactHashSalt : memoisedSecret(db, 'address_salt')

  /** The first message sent with `key`, or a refusal when the key came with other words. */
  const replay = async (key: string, bodyHash: string): Promise<ContactOutcome | null> => {
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
    if (first.bodyHash !== bodyHash) return { kind: 'key-reused' }
    return { kind: 'stored', id: first.id, receivedAt: first.createdAt, replayed: true }
  }

  /**
   * Inserts the row in a transaction that commits only before the request's deadline: past it,
   * the client has been told 503 (not stored), so the row is rolled back. The database is told
   * the time left as well, so that the insert, or a COMMIT held up on its way (a frozen
   * network), reaching it after the deadline is not run: the statement is cancelled, or the
   * session idle in its transaction is ended.
   */
  const insertBefore = async (
    deadline: RequestDeadline,
    values: typeof contactMessages.$inferInsert,
  ) => {
    const left = () => String(Math.max(1, deadline.remainingMs()))
    if (deadline.remainingMs() <= 0) throw new DeadlinePassedError()
    let committing = false
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('statement_timeout', ${left()}, true)`)
        const rows = await tx
          .insert(contactMessages)
          .values(values)
          .onConflictDoNothing({ target: contactMessages.idempotencyKey })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
        await tx.execute(
          sql`select set_config('idle_in_transaction_session_timeout', ${left()}, true)`,
        )
        deadline.committing()
        committing = true
        return rows
      })
    } catch (error) {
      // Past committing(), only the COMMIT can fail: whether it took is unknown.
      if (committing) throw new UnconfirmedWriteError(error)
      throw error
    }
  }

  return async (
    message: ContactMessage,
    key: string | undefined,
    address: string,
    deadline?: RequestDeadline,
  ): Promise<ContactOutcome> => {
    const bodyHash = createHash('sha256').update(stableJson(message)).digest('hex')
    // A repeat (the sender's retry after a time-out) is answered before it counts again.
    if (key !== undefined) {
      const repeated = await replay(key, bodyHash)
      if (repeated) return repeated
    }
    const decision = await contactLimiter.hit(address)
    if (!decision.allowed) return { kind: 'limited', decision }

    const receivedAt = now()
    if (message.website.trim() !== '') return { kind: 'discarded', id: randomUUID(), receivedAt }
    const values = {
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      organisation: message.organisation || null,
      subject: message.topic,
      message: message.message,
      createdAt: receivedAt,
      clientHash: createHash('sha256')
        .update(`${await salt()}:${address}`)
        .digest('hex'),
      idempotencyKey: key ?? null,
      bodyHash,
    }
    const [row] = deadline
      ? await insertBefore(deadline, values)
      : await db
          .insert(contactMessages)
          .values(values)
          .onConflictDoNothing({ target: contactMessages.idempotencyKey })
          .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
    if (!row) {
      // The same key arrived twice at once and the other request stored it first.
      const repeated = key !== undefined ? await replay(key, bodyHash) : null
      if (repeated) return repeated
      throw new Error('The contact message was not stored')
    }
    return { kind: 'stored', id: row.id, receivedAt: row.createdAt, replayed: false }
  }
}
