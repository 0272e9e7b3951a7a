import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithRouter } from '../../test-utils/render-with-router'
import { notify } from '../../ui/toast'
import { ContactForm } from './contact-form'
import {
  CONTACT_FORM_STATE_ID,
  contactFormStateScript,
  failureOf,
  fieldErrorsOf,
  type ContactFormState,
} from './contact-form-state'

const typed = {
  name: 'Thandi Mokoena',
  email: 'not-an-email',
  phone: '082 123 4567',
  organisation: 'Example Co-operative Bank',
  topic: 'membership',
  message: 'We would like to know how a bank becomes a clearing member.',
  consent: true,
}

const invalid: ContactFormState = {
  status: 'invalid',
  values: typed,
  issues: [{ field: 'email', message: 'must be an e-mail address' }],
  idempotencyKey: '0b6f7c1e-3a4d-4e5f-8a9b-0c1d2e3f4a5b',
}

import { PENDING_STORAGE_KEY, readPending } from './outbox'

// The toasts themselves are sonner's: here, what the outbox asks them to say.
vi.mock('../../ui/toast', () => ({ notify: { message: vi.fn() } }))

afterEach(() => {
  document.getElementById(CONTACT_FORM_STATE_ID)?.remove()
  sessionStorage.clear()
})

describe('the contact form as plain HTML', () => {
  it('posts to /contact-us, never to its own address, with a name on every field', async () => {
    await renderWithRouter(<ContactForm />, { path: '/contact-us', paths: ['/privacy-statement'] })
    const form = screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/contact-us')
    for (const name of [
      'name',
      'email',
      'phone',
      'organisation',
      'topic',
      'message',
      'consent',
      'website',
    ]) {
      expect(form.elements.namedItem(name), name).not.toBeNull()
    }
    // An ordinary visit has no key: the prerendered page is the same for everyone.
    expect(form.elements.namedItem('idempotencyKey')).toBeNull()
  })
})

describe('the contact form after a post without JavaScript', () => {
  it('shows what was typed and the error in the form’s own words, from the page’s state', async () => {
    document.body.insertAdjacentHTML('beforeend', contactFormStateScript(invalid))
    await renderWithRouter(<ContactForm />, { path: '/contact-us', paths: ['/privacy-statement'] })
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue('Thandi Mokoena')
    const email = screen.getByRole('textbox', { name: /^E-mail address/ })
    expect(email).toHaveValue('not-an-email')
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleErrorMessage('Enter an e-mail address like name@example.co.za')
    expect(screen.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()
    const form = screen.getByRole('form', { name: 'Send us a message' }) as HTMLFormElement
    expect((form.elements.namedItem('idempotencyKey') as HTMLInputElement).value).toBe(
      invalid.idempotencyKey,
    )
    expect((form.elements.namedItem('website') as HTMLInputElement).value).toBe('')
  })

  it('shows the confirmation of a message the server stored', async () => {
    const sent: ContactFormState = {
      status: 'sent',
      receipt: { id: '5d7b0c3e-1f2a-4b3c-9d4e-5f6a7b8c9d0e', receivedAt: '2025-06-15T10:00:00Z' },
      email: 'thandi@example.co.za',
    }
    document.body.insertAdjacentHTML('beforeend', contactFormStateScript(sent))
    await renderWithRouter(<ContactForm />, { path: '/contact-us', paths: ['/privacy-statement'] })
    expect(
      screen.getByRole('heading', { name: 'Thank you: your message has been sent' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/5d7b0c3e-1f2a-4b3c-9d4e-5f6a7b8c9d0e/)).toBeInTheDocument()
  })

  it('words each refused field as the form does, and says why a message was not sent', () => {
    expect(fieldErrorsOf(invalid)).toEqual({
      email: 'Enter an e-mail address like name@example.co.za',
    })
    // A field only the server refused: its reason, as after a send with JavaScript.
    expect(
      fieldErrorsOf({
        ...invalid,
        values: { ...typed, email: 'thandi@example.co.za', phone: '+27 11 123 45' },
        issues: [{ field: 'phone', message: 'must be a South African number' }],
      }),
    ).toEqual({ phone: expect.stringMatching(/cellphone number/) })
    expect(failureOf({ ...invalid, status: 'limited' })).toMatch(/several messages/)
    expect(failureOf({ ...invalid, status: 'unavailable' })).toMatch(
      /Try again in a moment\. Everything you typed is still here\./,
    )
    expect(failureOf(invalid)).toBeNull()
  })

  it('keeps `<` out of the embedded state’s markup', () => {
    const script = contactFormStateScript({
      ...invalid,
      values: { ...typed, name: '</script><script>alert(1)</script>' },
    })
    expect(script.match(/<\/script>/g)).toHaveLength(1)
  })
})

/** The browser's connection as the form sees it: `navigator.onLine` and its event. */
function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online)
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'))
  })
}

const receipt = { id: '5d7b0c3e-1f2a-4b3c-9d4e-5f6a7b8c9d0e', receivedAt: '2025-06-15T10:00:00Z' }

/**
 * The network under the API client: each POST /Contact fails as the browser's fetch does with no
 * connection (a TypeError) until `connect` is called; after that the server's 201 arrives when the
 * test calls `answer`, so that what the form shows while it sends can be seen.
 */
function fakeNetwork() {
  let connected = false
  let answer = () => {}
  const answered = new Promise<void>((resolve) => {
    answer = resolve
  })
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
    if (!connected) throw new TypeError('Failed to fetch')
    await answered
    return new Response(JSON.stringify(receipt), {
      status: 201,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  const posts = () =>
    fetch.mock.calls
      .filter(([input]) => String(input).endsWith('/Contact'))
      .map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'))
  return {
    posts,
    connect: () => {
      connected = true
    },
    answer: () => act(async () => answer()),
  }
}

const message = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '082 123 4567',
  organisation: 'Example Co-operative Bank',
  message: 'How does a bank become a participant in real-time clearing?',
}

async function fillAndSend() {
  const user = userEvent.setup()
  const view = await renderWithRouter(<ContactForm />, {
    path: '/contact-us',
    paths: ['/privacy-statement'],
  })
  await user.type(screen.getByRole('textbox', { name: /^Your name/ }), message.name)
  await user.type(screen.getByRole('textbox', { name: /^E-mail address/ }), message.email)
  await user.type(screen.getByRole('textbox', { name: /^Cellphone number/ }), message.phone)
  await user.type(screen.getByRole('textbox', { name: /^Organisation/ }), message.organisation)
  await user.click(screen.getByRole('combobox', { name: /^Subject/ }))
  await user.click(await screen.findByRole('option', { name: 'Becoming a member or participant' }))
  await user.type(screen.getByRole('textbox', { name: /^Your message/ }), message.message)
  await user.click(screen.getByRole('checkbox', { name: /may use these details/ }))
  await user.click(screen.getByRole('button', { name: 'Send message' }))
  return Object.assign(user, { view })
}

function expectEverythingKept() {
  expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveValue(message.name)
  expect(screen.getByRole('textbox', { name: /^E-mail address/ })).toHaveValue(message.email)
  expect(screen.getByRole('textbox', { name: /^Cellphone number/ })).toHaveValue(message.phone)
  expect(screen.getByRole('textbox', { name: /^Organisation/ })).toHaveValue(message.organisation)
  expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveTextContent(
    'Becoming a member or participant',
  )
  expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue(message.message)
  expect(screen.getByRole('checkbox', { name: /may use these details/ })).toBeChecked()
}

const confirmation = () =>
  screen.findByRole('heading', { name: 'Thank you: your message has been sent' })

describe('the contact form when the connection drops', () => {
  afterEach(() => setOnline(true))

  it('says at once that the message is not sent, keeps it, and sends it once when back online', async () => {
    const network = fakeNetwork()
    setOnline(false)
    await fillAndSend()

    const alert = screen.getByRole('alert')
    await vi.waitFor(() => expect(alert).toHaveTextContent('Your message was not sent'))
    expect(alert).toHaveTextContent('You appear to be offline.')
    expect(alert).toHaveTextContent('as soon as you are back online')
    expect(screen.getByRole('button', { name: 'Send message' })).not.toHaveAttribute('aria-busy')
    expectEverythingKept()
    expect(network.posts()).toHaveLength(1)

    network.connect()
    setOnline(true)
    const statuses = () => screen.getAllByRole('status').map((status) => status.textContent)
    await vi.waitFor(() =>
      expect(statuses()).toContain('You are back online. Sending your message…'),
    )
    expect(screen.queryByText('Your message was not sent')).toBeNull()
    await network.answer()
    await confirmation()
    // Another "online" event sends nothing more.
    setOnline(true)
    const [offlineKey, onlineKey, ...more] = network.posts()
    expect(more).toEqual([])
    expect(onlineKey).toBe(offlineKey)
    expect(offlineKey).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends it once from the Try again button, with the same key, keeping focus on the form', async () => {
    const network = fakeNetwork()
    // The browser still thinks it is online: the request fails all the same.
    const user = await fillAndSend()
    const alert = screen.getByRole('alert')
    await vi.waitFor(() => expect(alert).toHaveTextContent('We could not reach our servers.'))
    expect(alert).toHaveTextContent('Everything you typed is still here.')
    expectEverythingKept()

    network.connect()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    // The reason and its button go while the message is sent again: focus waits on Send.
    const sendButton = screen.getByRole('button', { name: 'Send message' })
    expect(sendButton).toHaveFocus()
    await vi.waitFor(() => expect(sendButton).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByText('Sending your message…')).toBeInTheDocument()
    await network.answer()
    await confirmation()
    const [firstKey, retryKey, ...more] = network.posts()
    expect(more).toEqual([])
    expect(retryKey).toBe(firstKey)
  })
})

describe('a message sent offline, when the visitor goes on to other pages', () => {
  beforeEach(() => vi.mocked(notify.message).mockClear())
  afterEach(() => setOnline(true))

  it('is sent once back online from any page, with the same key, and the toast confirms it', async () => {
    const network = fakeNetwork()
    setOnline(false)
    const { view } = await fillAndSend()
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline.'),
    )
    expect(screen.getByRole('alert')).toHaveTextContent(
      'even if you go on to other pages of our site',
    )
    // Kept in this tab only, as it was sent.
    expect(readPending()?.values).toMatchObject({ ...message, topic: 'membership', consent: true })

    // The visitor goes on to another page: the form is gone.
    view.unmount()
    network.connect()
    setOnline(true)
    await network.answer()
    await vi.waitFor(() =>
      expect(notify.message).toHaveBeenCalledWith({
        title: 'Your message has been sent',
        message: `We will reply to ${message.email}. Your reference is ${receipt.id}.`,
      }),
    )
    const [offlineKey, laterKey, ...more] = network.posts()
    expect(more).toEqual([])
    expect(laterKey).toBe(offlineKey)
    // Sent: nothing of it is kept, and another "online" sends nothing.
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull()
    setOnline(true)
    expect(network.posts()).toHaveLength(2)
  })

  it('back on the contact page, shows it waiting with everything typed, and sends it once', async () => {
    const network = fakeNetwork()
    setOnline(false)
    const first = await fillAndSend()
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('You appear to be offline.'),
    )
    first.view.unmount()

    await renderWithRouter(<ContactForm />, { path: '/contact-us', paths: ['/privacy-statement'] })
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your message is waiting for a connection. We will send it as soon as you are back online.',
    )
    expectEverythingKept()
    network.connect()
    setOnline(true)
    await network.answer()
    await confirmation()
    const [offlineKey, laterKey, ...more] = network.posts()
    expect(more).toEqual([])
    expect(laterKey).toBe(offlineKey)
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull()
    expect(notify.message).not.toHaveBeenCalled()
  })

  it('drops a kept value it cannot read, and keeps nothing when the server answered', async () => {
    sessionStorage.setItem(PENDING_STORAGE_KEY, '{"values":{"name":1}}')
    expect(readPending()).toBeNull()
    expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull()
  })
})
