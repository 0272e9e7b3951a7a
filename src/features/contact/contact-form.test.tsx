import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithRouter } from '../../test-utils/render-with-router'
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

afterEach(() => document.getElementById(CONTACT_FORM_STATE_ID)?.remove())

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
