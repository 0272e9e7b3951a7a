import { apiPost, errorStatus } from '../../api/client'
import type { ContactReceipt } from '../../api/types'
import { contactFormCopy as copy } from '../../content/contact'
import type { ContactFormInput } from './contact-schema'

/**
 * A contact message sent while the browser was offline, kept for this tab until it is sent: the
 * form as the visitor filled it in (to show it again), and the request as it was made (its
 * `Idempotency-Key` and JSON body, sent again unchanged, so the server stores it once).
 */
export type PendingMessage = { values: ContactFormInput; key: string; body: string }

/**
 * Where it is kept: this tab's session storage, so it stays in the visitor's own browser, goes
 * when the tab closes, and is removed as soon as the message is sent.
 */
export const PENDING_STORAGE_KEY = 'mzansi-clearing:contact-message-waiting'

const TEXT_FIELDS = ['name', 'email', 'phone', 'organisation', 'topic', 'message'] as const

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage
  } catch {
    // Storage blocked (some private modes): nothing is kept, and the form says so.
    return null
  }
}

/** Whether this browser can keep a message for the tab (the form promises it only then). */
export function canKeepPending(): boolean {
  return storage() !== null
}

/** The message waiting to be sent, or null; a stored value in any other shape is removed. */
export function readPending(): PendingMessage | null {
  const kept = storage()?.getItem(PENDING_STORAGE_KEY)
  if (kept === null || kept === undefined) return null
  try {
    const parsed = JSON.parse(kept) as Partial<PendingMessage>
    const values = parsed.values as Record<string, unknown> | undefined
    if (
      typeof parsed.key === 'string' &&
      typeof parsed.body === 'string' &&
      typeof values === 'object' &&
      values !== null &&
      TEXT_FIELDS.every((field) => typeof values[field] === 'string') &&
      typeof values.consent === 'boolean'
    ) {
      return parsed as PendingMessage
    }
  } catch {
    // Not JSON: dropped below.
  }
  clearPending()
  return null
}

/** Keeps a message to send once the browser is back online; false when it cannot be kept. */
export function keepPending(message: PendingMessage): boolean {
  try {
    storage()?.setItem(PENDING_STORAGE_KEY, JSON.stringify(message))
    return storage() !== null
  } catch {
    return false
  }
}

export function clearPending(): void {
  try {
    storage()?.removeItem(PENDING_STORAGE_KEY)
  } catch {
    // Nothing was kept.
  }
}

/** The contact forms on the page: while one is, it sends the waiting message itself. */
let formsOnPage = 0
let sending: Promise<void> | null = null

/** Called by a contact form as it mounts; the returned function as it goes. */
export function formOnPage(): () => void {
  formsOnPage += 1
  return () => {
    formsOnPage -= 1
  }
}

function toast(options: Parameters<typeof import('../../ui/toast').notify.message>[0]) {
  void import('../../ui/toast').then(({ notify }) => notify.message(options))
}

/**
 * Sends the waiting message when no contact form is on the page (the visitor went on to another
 * page of the site): with its own key, once; then says so in a toast, with its reference. A
 * message the server refuses stays waiting, to be shown with the reason on the contact page.
 */
export function sendPendingInBackground(): Promise<void> {
  if (formsOnPage > 0 || sending !== null) return sending ?? Promise.resolve()
  const pending = readPending()
  if (pending === null) return Promise.resolve()
  sending = (async () => {
    try {
      const receipt = await apiPost<ContactReceipt>('/Contact', JSON.parse(pending.body), {
        headers: { 'Idempotency-Key': pending.key },
      })
      clearPending()
      toast({
        title: copy.sentLaterHeading,
        message: copy.sentLaterText(pending.values.email, receipt.id),
      })
    } catch (error) {
      // No answer yet: the next time the browser is back online it goes again.
      if (errorStatus(error) === undefined) return
      toast({
        title: copy.failureHeading,
        message: copy.sentLaterRefused,
        actions: [{ label: copy.openContactPage, value: 'open' }],
        onAction: () => window.location.assign('/contact-us'),
      })
    } finally {
      sending = null
    }
  })()
  return sending
}

// Once this code has loaded it stays for the visit: a message left waiting on the contact page
// goes as soon as the browser is back online, on whatever page of the site the visitor is.
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => void sendPendingInBackground())
}
