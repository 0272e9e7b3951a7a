import type * as z from 'zod/mini'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_ORGANISATION_MAX,
  contactMessageSchema,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_MAX,
  type ContactMessageWords,
} from '../../api/contact-message'
import type { ContactTopic } from '../../api/types'
import { contactFormCopy, contactTopicLabels } from '../../content/contact'
import { CELLPHONE_MESSAGE } from '../../lib/validators'

const { messages } = contactFormCopy

/** Each topic the API accepts, in the form's words: a topic without words fails to compile. */
export const topicLabels: Readonly<Record<ContactTopic, string>> = contactTopicLabels

/** What the form says when a message breaks one of the rules. */
const formWords: ContactMessageWords = {
  name: messages.name,
  nameLong: messages.nameLong(CONTACT_NAME_MAX),
  email: messages.email,
  emailLong: messages.emailLong(EMAIL_MAX),
  emailLocalPartLong: messages.emailLocalPartLong(EMAIL_LOCAL_PART_MAX),
  phone: CELLPHONE_MESSAGE,
  organisationLong: messages.organisationLong(CONTACT_ORGANISATION_MAX),
  topic: messages.topic,
  messageShort: messages.messageShort,
  messageLong: messages.messageLong(CONTACT_MESSAGE_MAX),
  consent: messages.consent,
  website: contactFormCopy.honeypot,
}

/**
 * What the contact form checks before it sends: the server's own schema (the API's and the form
 * posted without JavaScript), in the form's words, so both give the same answer.
 */
export const contactFormSchema = contactMessageSchema(formWords)

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
