import * as z from 'zod/mini'
import { isSaCellphone, normaliseCellphone } from './cellphone.ts'
import { CONTACT_TOPICS } from './contact-topics.ts'
import { EMAIL_LOCAL_PART_MAX, EMAIL_MAX } from './email.ts'

/**
 * A contact message's rules, one set for the form in the browser and for the server (the JSON API
 * and the form posted without JavaScript), so that both give the same answer to every message.
 * Each says it in its own words: the form in sentences for visitors, the API in terse phrases
 * after the field's name.
 *
 * zod/mini, not zod, as the site's address schemas are (site-search.ts): the browser loads one
 * zod, and this one at a third of the weight.
 */

export const CONTACT_NAME_MAX = 100
export const CONTACT_ORGANISATION_MAX = 200
export const CONTACT_MESSAGE_MIN = 10
/** The form's counter shows this limit. */
export const CONTACT_MESSAGE_MAX = 1000
export { EMAIL_LOCAL_PART_MAX, EMAIL_MAX }
/** Longer than any number written with spaces and a country code: refused before normalising. */
const PHONE_TYPED_MAX = 30
/** The honeypot's length, which only a bot fills. */
const WEBSITE_MAX = 500

/** What each rule says when a message breaks it. */
export type ContactMessageWords = {
  name: string
  nameLong: string
  email: string
  emailLong: string
  emailLocalPartLong: string
  phone: string
  organisationLong: string
  topic: string
  messageShort: string
  messageLong: string
  consent: string
  website: string
}

/** The API's words: its 400 answer lists each after the field's name ("email must be …"). */
export const apiWords: ContactMessageWords = {
  name: 'is required',
  nameLong: `must be at most ${CONTACT_NAME_MAX} characters`,
  email: 'must be an e-mail address',
  emailLong: `must be at most ${EMAIL_MAX} characters`,
  emailLocalPartLong: `has a local part over ${EMAIL_LOCAL_PART_MAX} characters`,
  phone: 'must be a South African cellphone number, e.g. 082 123 4567',
  organisationLong: `must be at most ${CONTACT_ORGANISATION_MAX} characters`,
  topic: `must be one of ${CONTACT_TOPICS.join(', ')}`,
  messageShort: `must be at least ${CONTACT_MESSAGE_MIN} characters`,
  messageLong: `must be at most ${CONTACT_MESSAGE_MAX} characters`,
  consent: 'must be true',
  website: `must be at most ${WEBSITE_MAX} characters`,
}

/**
 * The fields of a contact message, checked and normalised: text trimmed, a cellphone number as
 * its 10 digits (0821234567 however it was typed). Phone and organisation may be left out or
 * empty.
 */
export function contactMessageFields(words: ContactMessageWords) {
  return {
    name: z
      .string()
      .check(z.trim(), z.minLength(1, words.name), z.maxLength(CONTACT_NAME_MAX, words.nameLong)),
    email: z.string().check(
      z.trim(),
      z.maxLength(EMAIL_MAX, words.emailLong),
      z.regex(z.regexes.email, words.email),
      z.refine(
        (email) => email.slice(0, email.lastIndexOf('@')).length <= EMAIL_LOCAL_PART_MAX,
        words.emailLocalPartLong,
      ),
    ),
    phone: z.optional(
      z.pipe(
        z.pipe(
          z.string().check(z.trim(), z.maxLength(PHONE_TYPED_MAX, words.phone)),
          z.transform(normaliseCellphone),
        ),
        z.string().check(z.refine((phone) => phone === '' || isSaCellphone(phone), words.phone)),
      ),
    ),
    organisation: z.optional(
      z.string().check(z.trim(), z.maxLength(CONTACT_ORGANISATION_MAX, words.organisationLong)),
    ),
    topic: z.enum(CONTACT_TOPICS, { error: words.topic }),
    message: z
      .string()
      .check(
        z.trim(),
        z.minLength(CONTACT_MESSAGE_MIN, words.messageShort),
        z.maxLength(CONTACT_MESSAGE_MAX, words.messageLong),
      ),
    consent: z.literal(true, { error: words.consent }),
    website: z._default(z.string().check(z.maxLength(WEBSITE_MAX, words.website)), ''),
  }
}

/** A contact message's schema in the given words. */
export const contactMessageSchema = (words: ContactMessageWords) =>
  z.object(contactMessageFields(words))
