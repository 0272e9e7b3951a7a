// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contactBody } from '../../server/routes/contact/schemas.ts'
import { contactFormSchema } from '../../src/features/contact/contact-schema.ts'

/*
 * The contact form checks a message in the browser (contactFormSchema) and the server checks it
 * again, for the JSON API and for the form posted without JavaScript (contactBody). Both must give
 * the same answer for every message: a message the form lets through must be stored, and one the
 * API stores must not be refused by the form.
 */

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

const cases: [string, Partial<Record<keyof typeof valid, unknown>>][] = [
  ['a complete message', {}],
  ['a cellphone with spaces', { phone: '082 123 4567' }],
  ['a cellphone with +27', { phone: '+27 82 123 4567' }],
  ['a cellphone with 27 and no plus', { phone: '27 82 123 4567' }],
  ['a cellphone with 0027', { phone: '0027 82 123 4567' }],
  ['a cellphone with dashes and brackets', { phone: '(082) 123-4567' }],
  ['a Johannesburg landline', { phone: '011 123 4567' }],
  ['a landline with +27', { phone: '+27 11 123 4567' }],
  ['a toll-free number', { phone: '080 012 3456' }],
  ['a shared-cost number', { phone: '086 012 3456' }],
  ['an unallocated 075 prefix', { phone: '075 123 4567' }],
  ['a number too short', { phone: '082 123 456' }],
  ['a number too long', { phone: '082 123 45678' }],
  ['a foreign number', { phone: '+44 20 7946 0000' }],
  ['letters for a number', { phone: 'call me' }],
  ['a name of spaces', { name: '   ' }],
  ['a name of 100 characters', { name: 'N'.repeat(100) }],
  ['a name of 101 characters', { name: 'N'.repeat(101) }],
  ['an e-mail without a domain', { email: 'thandi@' }],
  ['an e-mail with spaces around', { email: ' thandi@example.co.za ' }],
  ['an e-mail with a 65-character local part', { email: `${'a'.repeat(65)}@example.co.za` }],
  [
    'an e-mail of 255 characters',
    { email: `thandi@${'a'.repeat(60)}.${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.za` },
  ],
  ['an organisation of 200 characters', { organisation: 'O'.repeat(200) }],
  ['an organisation of 201 characters', { organisation: 'O'.repeat(201) }],
  ['a topic the API does not know', { topic: 'sales' }],
  ['no topic', { topic: undefined }],
  ['a message of 9 characters', { message: 'Too short' }],
  ['a message of 10 characters after trimming', { message: '  Ten chars!  '.replace('!', '') }],
  ['a message of 1000 characters', { message: 'm'.repeat(1000) }],
  ['a message of 1001 characters', { message: 'm'.repeat(1001) }],
  ['a message of 1000 characters and spaces around', { message: ` ${'m'.repeat(1000)} ` }],
  ['no consent', { consent: false }],
]

/** The fields a schema refuses, or what it would store: the same for both if they agree. */
function answer(schema: typeof contactFormSchema | typeof contactBody, values: object) {
  const result = schema.safeParse(values)
  if (!result.success) {
    return { refused: [...new Set(result.error.issues.map((issue) => String(issue.path[0])))] }
  }
  const { name, email, phone, organisation, topic, message } = result.data
  return {
    stored: { name, email, phone: phone ?? '', organisation: organisation ?? '', topic, message },
  }
}

describe('the contact form and the API', () => {
  it.each(cases)('give the same answer for %s', (_name, change) => {
    const values = { ...valid, ...change }
    expect(answer(contactFormSchema, values)).toEqual(answer(contactBody, values))
  })
})
