import { createContext, use, useEffect, useState } from 'react'
import { CONTACT_TOPICS, type ContactReceipt, type ContactTopic } from '../../api/types'
import { contactFormCopy as copy } from '../../content/contact'
import { contactFormSchema, emptyContactForm, type ContactFormInput } from './contact-schema'

/**
 * The contact form after a post without JavaScript (`POST /contact-us`): the server renders the
 * page with it and embeds it in that one answer, so hydration renders the same. The server
 * declares the same type (server/routes/contact/contact-form-state.ts).
 */
export type PostedContactValues = {
  name: string
  email: string
  phone: string
  organisation: string
  topic: string
  message: string
  consent: boolean
}

export type PostedContactIssue = { field: string; message: string }

export type ContactFormState =
  | { status: 'sent'; receipt: ContactReceipt; email: string }
  | {
      status: 'invalid' | 'limited' | 'unavailable'
      values: PostedContactValues
      issues: PostedContactIssue[]
      idempotencyKey: string
    }

/** The id of the `<script type="application/json">` that holds the state in the page. */
export const CONTACT_FORM_STATE_ID = 'contact-form-state'

/** The form's fields, in the order they show (and errors are listed). */
export const CONTACT_FIELDS = [
  'name',
  'email',
  'phone',
  'organisation',
  'topic',
  'message',
  'consent',
] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

const isField = (field: string): field is ContactField =>
  (CONTACT_FIELDS as readonly string[]).includes(field)

/** The server's reason for a field in the form's words ("This must be an e-mail address"). */
export function serverIssueMessage(field: ContactField, message: string): string {
  return `${field === 'phone' ? 'The number' : 'This'} ${message}`
}

/** The posted values as the form's own, for its default values. */
export function formValuesOf(values: PostedContactValues): ContactFormInput {
  const topic = (CONTACT_TOPICS as readonly string[]).includes(values.topic)
    ? (values.topic as ContactTopic)
    : emptyContactForm.topic
  return {
    ...emptyContactForm,
    name: values.name,
    email: values.email,
    phone: values.phone,
    organisation: values.organisation,
    topic,
    message: values.message,
    consent: values.consent as true,
  }
}

/**
 * Each refused field's message, as the form shows it when it checks before sending (the same
 * schema, the same words); a field only the server refused gets the server's reason, as after a
 * send with JavaScript.
 */
export function fieldErrorsOf(
  state: ContactFormState | null,
): Partial<Record<ContactField, string>> {
  if (state?.status !== 'invalid') return {}
  const errors: Partial<Record<ContactField, string>> = {}
  const checked = contactFormSchema.safeParse(formValuesOf(state.values))
  for (const issue of checked.success ? [] : checked.error.issues) {
    const field = String(issue.path[0] ?? '')
    if (isField(field)) errors[field] ??= issue.message
  }
  for (const { field, message } of state.issues) {
    if (isField(field)) errors[field] ??= serverIssueMessage(field, message)
  }
  return errors
}

/** Why the form was not sent, for the failure box (the words the form uses with JavaScript). */
export function failureOf(state: ContactFormState | null): string | null {
  if (state?.status === 'limited') return copy.rateLimited
  if (state?.status === 'unavailable') return `${copy.unavailable} ${copy.failureKept}`
  return null
}

/** A server render's state; the browser reads the page's embedded copy instead. */
export const ContactFormStateContext = createContext<ContactFormState | null>(null)

function embeddedState(): ContactFormState | null {
  // Read while the form first renders in the browser, so that hydration matches the server's
  // HTML (which was rendered with this state) without a second render.
  if (typeof document === 'undefined') return null
  const text = document.getElementById(CONTACT_FORM_STATE_ID)?.textContent
  if (!text) return null
  try {
    return JSON.parse(text) as ContactFormState
  } catch {
    return null
  }
}

/** The state the form was rendered with on the server, or null for an ordinary visit. */
export function useContactFormState(): ContactFormState | null {
  const rendered = use(ContactFormStateContext)
  const [state] = useState(() => rendered ?? embeddedState())
  // The embedded state is for the page as it arrived: a later visit to the form starts empty.
  useEffect(() => document.getElementById(CONTACT_FORM_STATE_ID)?.remove(), [])
  return state
}

/** JSON for the page's state block: `<` never starts a tag there. */
export function contactFormStateScript(state: ContactFormState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c')
  return `<script type="application/json" id="${CONTACT_FORM_STATE_ID}">${json}</script>`
}
