import { z } from 'zod'
import { CONTACT_TOPICS } from '../../contract/contact-topics.ts'

/** The form's counter shows this limit. */
export const CONTACT_MESSAGE_MAX = 1000

export { CONTACT_TOPICS as contactTopics } from '../../contract/contact-topics.ts'

/** A South African number: 0 or +27, then nine digits not starting with 0; spaces, dashes and brackets allowed. */
export const SA_PHONE = /^(?:\+27|0)[1-9]\d{8}$/
/** A number as people write it, stored one way: "+27 82 123 4567" and "082-123-4567" as 0821234567. */
export const normalisePhone = (value: string) =>
  value.replace(/[\s().-]/g, '').replace(/^(?:\+27|0027)(?=[1-9]\d{8}$)/, '0')

export const contactBody = z.object({
  name: z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters'),
  email: z
    .email('must be an e-mail address')
    .max(254, 'must be at most 254 characters')
    .refine(
      (email) => (email.split('@')[0] ?? '').length <= 64,
      'has a local part over 64 characters',
    ),
  phone: z
    .string()
    .trim()
    .max(20)
    .transform(normalisePhone)
    .refine(
      (phone) => phone === '' || SA_PHONE.test(phone),
      'must be a South African number, e.g. 082 123 4567',
    )
    .optional()
    .describe('Optional; a South African number such as 082 123 4567 or +27 11 123 4567.'),
  organisation: z
    .string()
    .trim()
    .max(200, 'must be at most 200 characters')
    .optional()
    .describe('Optional: the bank, business or body the sender writes for.'),
  topic: z.enum(CONTACT_TOPICS),
  message: z
    .string()
    .trim()
    .min(10, 'must be at least 10 characters')
    .max(CONTACT_MESSAGE_MAX, `must be at most ${CONTACT_MESSAGE_MAX} characters`),
  website: z
    .string()
    .max(500)
    .default('')
    .describe('Leave empty: a field people never see, filled only by bots.'),
  consent: z.literal(true, { error: 'must be true' }),
})

/** A retry of the same message carries the same key, so it is stored once. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .uuid('must be a UUID')
    .optional()
    .describe('A UUID the form makes per message and repeats on retries.'),
})
