import type { Context } from 'hono'
import type { z } from 'zod'
import { deadlineOf } from '../../middleware/deadline.ts'
import { tooManyRequests } from '../../middleware/rate-limit.ts'
import { contactResponse } from '../../contract/contact.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { contactStore, type ContactMessage } from './contact-store.ts'
import { contactBody, idempotencyHeaders } from './schemas.ts'

type JsonBody = z.ZodType<ContactMessage, z.input<typeof contactBody>>

export const contactRoutes = {
  send: apiRoute({
    method: 'post',
    path: '/Contact',
    tags: ['Contact'],
    summary: 'Stores a contact-form message',
    description:
      'At most 5 messages an hour per client address (429 with Retry-After), shared by every instance on one Postgres. Send an Idempotency-Key (a UUID per message): a repeat with the same key stores nothing new and gets the first answer. The answer never repeats the input.',
    request: {
      headers: idempotencyHeaders,
      body: {
        required: true,
        // The form's own schema, zod/mini (shared with the browser): validated as any zod schema
        // is, documented through its JSON Schema (apiDocument).
        content: { 'application/json': { schema: contactBody as unknown as JsonBody } },
      },
    },
    responses: {
      201: jsonAnswer(contactResponse, 'Stored'),
      202: jsonAnswer(
        contactResponse,
        'Accepted (a filled honeypot: answered alike, nothing stored)',
      ),
      422: errorAnswer('The Idempotency-Key was already used for a different message'),
    },
  }),
}

/** The JSON API's way in to the contact store (`contact-store.ts`). */
export function contactRouter(deps: RouteDeps) {
  const store = contactStore(deps)
  const keyReused = (c: Context) =>
    c.json(
      { error: 'This Idempotency-Key was already used for a different message: send a new key.' },
      422,
    )

  return apiRouter().openapi(contactRoutes.send, async (c) => {
    const key = c.req.valid('header')['idempotency-key']
    const outcome = await store(c.req.valid('json'), key, deps.clientAddress(c), deadlineOf(c))
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
  })
}
