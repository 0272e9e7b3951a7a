// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contactFormSchema } from './contact-schema'

const valid = {
  name: 'Thandi Mokoena',
  email: 'thandi@example.co.za',
  phone: '',
  organisation: '',
  topic: 'membership',
  message: 'How does a bank become a clearing member?',
  consent: true,
  website: '',
}

const firstMessage = (values: object) => {
  const result = contactFormSchema.safeParse(values)
  return result.success
    ? null
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]))
}

describe('the contact form schema', () => {
  it('accepts a complete message, with or without a cellphone number', () => {
    expect(firstMessage(valid)).toBeNull()
    expect(firstMessage({ ...valid, phone: '082 123 4567' })).toBeNull()
  })

  it('explains each problem in words', () => {
    expect(
      firstMessage({
        ...valid,
        name: ' ',
        email: 'thandi@',
        phone: '0123',
        message: 'Hi',
        consent: false,
        topic: undefined,
      }),
    ).toEqual({
      name: 'Enter your name',
      email: 'Enter an e-mail address like name@example.co.za',
      phone: expect.stringMatching(/cellphone number/),
      topic: 'Choose a subject',
      message: 'Write a message of at least 10 characters',
      consent: 'Tick the box to let us use your details to answer you',
    })
    expect(firstMessage({ ...valid, message: 'm'.repeat(1001) })).toEqual({
      message: 'Your message can have at most 1000 characters',
    })
  })
})

it('sends a cellphone number as 0821234567 however it was typed', () => {
  for (const typed of ['+27 82 123 4567', '082-123-4567', '082 123 4567']) {
    const parsed = contactFormSchema.safeParse({ ...valid, phone: typed })
    expect(parsed.success, typed).toBe(true)
    expect(parsed.data?.phone, typed).toBe('0821234567')
  }
})
