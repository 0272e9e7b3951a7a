import * as z from 'zod/mini'
import { CONTACT_TOPICS, type ContactTopic } from '../../api/types'
import { contactFormCopy, contactTopicLabels, MESSAGE_MAX } from '../../content/contact'
import { cellphone, email, normaliseCellphone } from '../../lib/validators'

const { messages } = contactFormCopy

/** Each topic the API accepts, in the form's words: a topic without words fails to compile. */
export const topicLabels: Readonly<Record<ContactTopic, string>> = contactTopicLabels

/** A check that fails with the message a validator gives, if it gives one. */
const checkedBy = (validator: (value: string) => string | undefined) =>
  z.superRefine((value: string, context) => {
    const problem = validator(value)
    if (problem) context.issues.push({ code: 'custom', message: problem, input: value })
  })

/**
 * What the contact form checks before it sends: the server checks the same again. zod/mini, as
 * the site's address schemas are (server/contract/site-search.ts): the browser loads one zod.
 */
export const contactFormSchema = z.object({
  name: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.name),
      z.maxLength(100, 'Your name can have at most 100 characters'),
    ),
  email: z.string().check(z.trim(), z.minLength(1, messages.email), checkedBy(email)),
  // Sent as 0821234567 however it was typed ("+27 82 123 4567", "082-123-4567").
  phone: z.pipe(
    z.string().check(checkedBy(cellphone)),
    z.transform((value) => (value.trim() === '' ? '' : normaliseCellphone(value.trim()))),
  ),
  organisation: z
    .string()
    .check(z.trim(), z.maxLength(200, 'The organisation can have at most 200 characters')),
  topic: z.enum(CONTACT_TOPICS, { error: messages.topic }),
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(10, messages.messageShort),
      z.maxLength(MESSAGE_MAX, messages.messageLong),
    ),
  consent: z.literal(true, { error: messages.consent }),
  website: z.string(),
})

export type ContactFormInput = z.input<typeof contactFormSchema>
export type ContactFormValues = z.output<typeof contactFormSchema>

export const emptyContactForm: ContactFormInput = {
  name: '',
  email: '',
  phone: '',
  organisation: '',
  topic: undefined as unknown as ContactTopic,
  message: '',
  consent: false as unknown as true,
  website: '',
}
