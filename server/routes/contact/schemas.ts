import { z } from 'zod'
import { apiWords, contactMessageSchema } from '../../contract/contact-message.ts'

export { CONTACT_TOPICS as contactTopics } from '../../contract/contact-topics.ts'

/**
 * A contact message as the API and the form posted without JavaScript take it: the schema the
 * form checks with in the browser (server/contract/contact-message.ts), in the API's words.
 */
export const contactBody = contactMessageSchema(apiWords)

// What the OpenAPI document says of the optional fields (apiDocument documents this schema
// through zod's JSON Schema, which reads these).
z.globalRegistry.add(contactBody.shape.phone, {
  description:
    'Optional; a South African cellphone number such as 082 123 4567 or +27 82 123 4567.',
})
z.globalRegistry.add(contactBody.shape.organisation, {
  description: 'Optional: the bank, business or body the sender writes for.',
})
z.globalRegistry.add(contactBody.shape.website, {
  description: 'Leave empty: a field people never see, filled only by bots.',
})

/** A retry of the same message carries the same key, so it is stored once. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .uuid('must be a UUID')
    .optional()
    .describe('A UUID the form makes per message and repeats on retries.'),
})
