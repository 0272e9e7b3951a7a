/**
 * What the server renders the contact page with after a form posted without JavaScript, and
 * embeds in that one answer for hydration. The website declares the same type
 * (src/features/contact/contact-form-state.ts); contact-form-post.test.ts keeps them alike.
 */

/** What the visitor typed, as the form sent it (never the honeypot). */
export type PostedContactValues = {
  name: string
  email: string
  phone: string
  organisation: string
  topic: string
  message: string
  consent: boolean
}

/** A field the server refused, with the schema's reason ("must be an e-mail address"). */
export type PostedContactIssue = { field: string; message: string }

export type ContactFormState =
  | { status: 'sent'; receipt: { id: string; receivedAt: string }; email: string }
  | {
      /** Refused: `invalid` (the fields), `limited` (the rate limit), `unavailable` (the database). */
      status: 'invalid' | 'limited' | 'unavailable'
      values: PostedContactValues
      issues: PostedContactIssue[]
      /** A key for this rendering of the form: sending it again stores the message once. */
      idempotencyKey: string
    }
