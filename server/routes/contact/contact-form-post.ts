import { randomUUID } from 'node:crypto'
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { RequestIdVariables } from 'hono/request-id'
import { escapeHtml } from '../../html-shell.ts'
import {
  deadlineOf,
  isDatabaseUnavailable,
  RETRY_AFTER_SECONDS,
} from '../../middleware/deadline.ts'
import { describeError, logErrorToStderr, type ErrorLogger } from '../../middleware/errors.ts'
import { isWellFormed } from '../../middleware/input-guard.ts'
import { busyPage } from '../../busy-page.ts'
import type { RateLimitDecision } from '../../middleware/rate-limit.ts'
import type { StatefulPageRenderer } from '../../page-renderer.ts'
import type { RouteDeps } from '../deps.ts'
import type {
  ContactFormState,
  PostedContactIssue,
  PostedContactValues,
} from './contact-form-state.ts'
import { contactStore, type ContactOutcome } from './contact-store.ts'
import { contactBody, idempotencyHeaders } from './schemas.ts'

/** The contact page: the form posts itself here when no script sends it. */
export const CONTACT_PAGE = '/contact-us'

/** The form's own encoding; the JSON API is POST /api/public/v2/Contact. */
const FORM_TYPE = 'application/x-www-form-urlencoded'

export type ContactFormPostOptions = {
  /** The same limit as the API's bodies. */
  maxBodyBytes: number
  /** Renders the contact page with the outcome; left out, the answer is a plain page. */
  renderPage?: StatefulPageRenderer
  /**
   * Asked for every post, before it is read: each one is answered with a rendered page, so each
   * spends the address's render budget, valid or not. Refused, the answer is 429.
   */
  admitRender: (c: Context) => Promise<RateLimitDecision>
  /** Where a database out of reach is logged (its cause, never the message). */
  logError?: ErrorLogger
}

const NO_STORE = { 'Cache-Control': 'no-store' }

/** The message a database out of reach or a refused field may not hold: Postgres refuses NUL. */
const textProblem = (value: string) =>
  value.includes('\0')
    ? 'must not contain a NUL character'
    : isWellFormed(value)
      ? null
      : 'is not valid UTF-8'

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * `POST /contact-us`: the contact form sent by the browser itself, without JavaScript (or before
 * it runs), as `application/x-www-form-urlencoded`. It goes through the API's schema and the same
 * store (idempotency, rate limit, honeypot, insert), and is answered with the contact page
 * rendered with the outcome: the confirmation, or the form with what was typed and why it was not
 * sent. The page holds what the visitor typed: it is never cached, and nothing of it is logged.
 */
export function contactFormPostRouter(deps: RouteDeps, options: ContactFormPostOptions) {
  const store = contactStore(deps)
  const logError = options.logError ?? logErrorToStderr

  const answer = async (
    c: Context,
    status: 200 | 202 | 400 | 429 | 503,
    state: ContactFormState,
    headers: Record<string, string> = {},
  ) => {
    const page = await options.renderPage?.(CONTACT_PAGE, new URL(c.req.url), {
      contactForm: state,
    })
    // Finished where it was rendered: this site's origin and this year are in place.
    const html = page && 'html' in page ? page.html : plainPage(state)
    return c.html(html, status, { ...NO_STORE, ...headers })
  }

  const limitBody = bodyLimit({
    maxSize: options.maxBodyBytes,
    onError: (c) =>
      c.text(
        `The form is larger than ${options.maxBodyBytes} bytes: shorten the message and send it again.`,
        413,
        NO_STORE,
      ),
  })

  return new Hono<{ Variables: RequestIdVariables }>().post(CONTACT_PAGE, limitBody, async (c) => {
    // Another site's page may not send messages in a visitor's name (and use up their limit).
    if (c.req.header('sec-fetch-site') === 'cross-site') {
      return c.text('The contact form can only be sent from this site.', 403, NO_STORE)
    }
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
    if (type !== FORM_TYPE) {
      return c.text(
        `Send the contact form as ${FORM_TYPE}; programs send JSON to POST /api/public/v2/Contact.`,
        415,
        NO_STORE,
      )
    }
    const admitted = await options.admitRender(c)
    if (!admitted.allowed) return busyPage(c, 429, admitted.resetInMs / 1000)
    let body: string
    try {
      body = strictUtf8.decode(await c.req.arrayBuffer())
    } catch {
      return c.text('The form is not valid UTF-8.', 400, NO_STORE)
    }
    const form = new URLSearchParams(body)
    const field = (name: string) => form.get(name) ?? ''
    const values: PostedContactValues = {
      name: field('name'),
      email: field('email'),
      phone: field('phone'),
      organisation: field('organisation'),
      topic: field('topic'),
      message: field('message'),
      // The native checkbox sends "true"; the enhanced one's hidden input sends "on".
      consent: field('consent') === 'true' || field('consent') === 'on',
    }
    const posted = idempotencyHeaders.shape['idempotency-key'].safeParse(
      form.get('idempotencyKey') ?? undefined,
    )
    const key = posted.success ? posted.data : undefined
    // A rendering of the form to send again gets the key it came with (so a message that did
    // arrive is stored once), or a new one.
    const refused = (status: 'invalid' | 'limited' | 'unavailable', issues: PostedContactIssue[]) =>
      ({ status, values, issues, idempotencyKey: key ?? randomUUID() }) as const

    const textIssues = Object.entries(values).flatMap(([name, value]) => {
      const problem = typeof value === 'string' ? textProblem(value) : null
      return problem === null ? [] : [{ field: name, message: problem }]
    })
    const parsed = contactBody.safeParse({ ...values, website: field('website') })
    if (!parsed.success || textIssues.length > 0) {
      const issues = parsed.success
        ? []
        : parsed.error.issues.map((issue) => ({
            field: String(issue.path[0] ?? ''),
            message: issue.message,
          }))
      return answer(c, 400, refused('invalid', [...textIssues, ...issues]))
    }

    let outcome: ContactOutcome
    try {
      const address = deps.clientAddress(c)
      outcome = await store(parsed.data, key, address, deadlineOf(c))
      // The same rendering of the form sent again with other words (after going back): a new
      // message.
      if (outcome.kind === 'key-reused') {
        outcome = await store(parsed.data, undefined, address, deadlineOf(c))
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      logError({
        requestId: c.get('requestId'),
        method: c.req.method,
        path: c.req.path,
        ...describeError(error),
      })
      return answer(c, 503, refused('unavailable', []), {
        'Retry-After': String(RETRY_AFTER_SECONDS),
      })
    }
    switch (outcome.kind) {
      case 'limited':
        return answer(c, 429, refused('limited', []), {
          'Retry-After': String(Math.max(1, Math.ceil(outcome.decision.resetInMs / 1000))),
        })
      case 'key-reused':
        throw new Error('A message sent without a key was refused for its key')
      case 'discarded':
      case 'stored':
        // A filled honeypot is answered as the API answers it (202), with the same page.
        return answer(c, outcome.kind === 'stored' ? 200 : 202, {
          status: 'sent',
          receipt: { id: outcome.id, receivedAt: outcome.receivedAt.toISOString() },
          email: parsed.data.email,
        })
    }
  })
}

/**
 * The answer when the page cannot be rendered (no build here, or its render failed): short, and
 * without what the visitor typed, which only the rendered form can give back.
 */
function plainPage(state: ContactFormState): string {
  const [heading, lines] =
    state.status === 'sent'
      ? ['Thank you: your message has been sent', [`Your reference: ${state.receipt.id}`]]
      : state.status === 'invalid'
        ? [
            'Your message was not sent',
            state.issues.map(({ field, message }) => `${field}: ${message}`),
          ]
        : [
            'Your message was not sent',
            [
              state.status === 'limited'
                ? 'We have received several messages from your network in the last hour. Please wait a while, or e-mail us instead.'
                : 'Our servers had a problem answering. Try again in a moment.',
            ],
          ]
  const items = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')
  return `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>Contact Us</title></head><body><main><h1>${escapeHtml(heading)}</h1>${items}<p><a href="${CONTACT_PAGE}">Back to the contact form</a></p></main></body></html>`
}
