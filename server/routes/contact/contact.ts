import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { contactMessages } from '../../db/schema.ts'
import { rateLimit } from '../../middleware/rate-limit.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { contactBody, contactResponse } from './schemas.ts'

apiRegistry.register({
  method: 'post',
  path: '/Contact',
  tag: 'Contact',
  summary: 'Stores a contact-form message',
  description:
    'At most 5 messages an hour per client address (429 with Retry-After). The answer never repeats the input.',
  body: contactBody,
  responses: {
    201: { description: 'Stored', schema: contactResponse },
    202: {
      description: 'Accepted (a filled honeypot: answered alike, nothing stored)',
      schema: contactResponse,
    },
  },
})

/** Per process: the stored hash lets staff see that messages came from one sender, never who. */
const ADDRESS_SALT = process.env.CONTACT_HASH_SALT || randomBytes(16).toString('hex')

export function contactRouter({ db, now, clientAddress, contactLimiter }: RouteDeps) {
  return new Hono().post(
    '/Contact',
    rateLimit(contactLimiter, clientAddress),
    validate('json', contactBody),
    async (c) => {
      const message = c.req.valid('json')
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
            .update(`${ADDRESS_SALT}:${clientAddress(c)}`)
            .digest('hex'),
        })
        .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt })
      if (!row) throw new Error('The contact message was not stored')
      return c.json({ id: row.id, receivedAt: row.createdAt.toISOString() }, 201)
    },
  )
}
