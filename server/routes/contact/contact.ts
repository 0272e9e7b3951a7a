import { Hono, type Context } from 'hono'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { contactStore } from './contact-store.ts'
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

/** The JSON API's way in to the contact store (`contact-store.ts`). */
export function contactRouter(deps: RouteDeps) {
  const store = contactStore(deps)
  const keyReused = (c: Context) =>
    c.json(
      { error: 'This Idempotency-Key was already used for a different message: send a new key.' },
      422,
    )

  return new Hono().post(
    '/Contact',
    validate('header', idempotencyHeaders),
    validate('json', contactBody),
    async (c) => {
      const key = c.req.valid('header')['idempotency-key']
      const outcome = await store(c.req.valid('json'), key, deps.clientAddress(c))
      switch (outcome.kind) {
        case 'key-reused':
          return keyReused(c)
        case 'limited':
          return tooManyRequests(c, outcome.decision)
        case 'discarded':
          return c.json({ id: outcome.id, receivedAt: outcome.receivedAt.toISOString() }, 202)
        case 'stored':
          return c.json(
            { id: outcome.id, receivedAt: outcome.receivedAt.toISOString() },
            201,
            outcome.replayed ? { 'Idempotent-Replayed': 'true' } : {},
          )
      }
    },
  )
}
