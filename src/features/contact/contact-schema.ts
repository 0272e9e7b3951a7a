import { z } from 'zod'
import { CONTACT_TOPICS, type ContactTopic } from '../../api/types'
import { contactFormCopy, contactTopicLabels, MESSAGE_MAX } from '../../content/contact'
import { cellphone, email, normaliseCellphone } from '../../lib/validators'

const { messages } = contactFormCopy

/** Each topic the API accepts, in the form's words: a topic without words fails to compile. */
export const topicLabels: Readonly<Record<ContactTopic, string>> = contactTopicLabels

/** What the contact form checks before it sends: the server checks the same again. */
export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, messages.name)
    .max(100, 'Your name can have at most 100 characters'),
  email: z
    .string()
    .trim()
    .min(1, messages.email)
    .superRefine((value, context) => {
      const problem = email(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    }),
  phone: z
    .string()
    .superRefine((value, context) => {
      const problem = cellphone(value)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })
    // Sent as 0821234567 however it was typed ("+27 82 123 4567", "082-123-4567").
    .transform((value) => (value.trim() === '' ? '' : normaliseCellphone(value.trim()))),
  organisation: z.string().trim().max(200, 'The organisation can have at most 200 characters'),
  topic: z.enum(CONTACT_TOPICS, { error: messages.topic }),
  message: z.string().trim().min(10, messages.messageShort).max(MESSAGE_MAX, messages.messageLong),
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
