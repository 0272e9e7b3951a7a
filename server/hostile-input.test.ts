// @vitest-environment node
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { describeWithDatabase } from './db/test-database.ts'
import { isWellFormed } from './middleware/input-guard.ts'
import { CLIENT_HEADERS } from './middleware/test-helpers.ts'
import { API, makeContentDir, seed, testApp } from './routes/test-fixtures.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'

/**
 * Every operation in openapi.json, every parameter and body field, sent hostile values: none may
 * answer 5xx, and a NUL or invalid UTF-8 in a text input answers 400 before anything is stored.
 */
type Parameter = { name: string; in: 'path' | 'query' | 'header'; schema?: { type?: string } }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } }
  security?: Record<string, string[]>[]
}
type JsonSchema = {
  type?: string
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  anyOf?: JsonSchema[]
}
type Document = { paths: Record<string, Partial<Record<'get' | 'post', Operation>>> }

const ADMIN_TOKEN = 'hostile-input-admin-token-0123456789'
const MEGABYTE = 'x'.repeat(1024 * 1024)
/** Values any text input may meet. */
const HOSTILE_TEXT = [
  'nul\u0000byte',
  '\ud800lone surrogate',
  MEGABYTE,
  '../../etc/passwd',
  '..%2f..%2fetc%2fpasswd',
  "' OR 1=1 --",
  "'; drop table contact_messages; --",
  '<script>alert(1)</script>',
  '',
  ' ',
]
/** Values of the wrong type for a field. */
const WRONG_TYPES: unknown[] = [
  null,
  true,
  -1,
  1e308,
  Number.MAX_SAFE_INTEGER,
  [],
  ['a'],
  {},
  { $ne: 1 },
]
/** Raw URL components: invalid UTF-8, NUL, traversal, huge numbers. */
const HOSTILE_URL_PARTS = [
  '%00',
  'a%00b',
  '%C3%28',
  '%FF',
  '%ED%A0%80',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  "'%20OR%201%3D1--",
  '%3Cscript%3E',
  '-1',
  '0x10',
  '99999999999999999999999',
  'x'.repeat(5000),
]
const BAD_TEXT_IN_URL = new Set(['%00', 'a%00b', '%C3%28', '%FF', '%ED%A0%80'])

/** A valid-looking value for a parameter, so that other parameters' faults are reached too. */
function plausible(parameter: Parameter): string {
  if (/cookie|id|guid/i.test(parameter.name)) return '6f1c2a4e-8b3d-4f5a-9c7e-1d2b3a4c5e6f'
  if (parameter.schema?.type === 'integer' || parameter.schema?.type === 'number') return '1'
  return 'eft'
}

function bodyFields(schema: JsonSchema | undefined): [string, JsonSchema][] {
  if (!schema) return []
  const object = schema.properties ? schema : schema.anyOf?.find((option) => option.properties)
  return Object.entries(object?.properties ?? {})
}

type Attempt = {
  what: string
  method: 'GET' | 'POST'
  url: string
  body?: BodyInit
  contentType?: string
  /** The status it must get, when it must be exact. */
  expect?: number
}

function attemptsFor(path: string, method: 'get' | 'post', operation: Operation): Attempt[] {
  const parameters = (operation.parameters ?? []).filter((parameter) => parameter.in !== 'header')
  const url = (overrides: Record<string, string> = {}) => {
    let concrete = path
    const query: string[] = []
    for (const parameter of parameters) {
      const value = overrides[parameter.name] ?? encodeURIComponent(plausible(parameter))
      if (parameter.in === 'path') concrete = concrete.replace(`{${parameter.name}}`, value)
      else query.push(`${parameter.name}=${value}`)
    }
    return `${API}${concrete}${query.length ? `?${query.join('&')}` : ''}`
  }
  const verb = method === 'get' ? 'GET' : 'POST'
  const attempts: Attempt[] = []
  const baseBody = Object.fromEntries(
    bodyFields(operation.requestBody?.content['application/json'].schema).map(([name]) => [
      name,
      'plain text',
    ]),
  )
  const json = (body: unknown) => ({ body: JSON.stringify(body), contentType: 'application/json' })
  const withBody = operation.requestBody ? json(baseBody) : {}

  for (const parameter of parameters) {
    for (const part of HOSTILE_URL_PARTS) {
      attempts.push({
        what: `${verb} ${path} ${parameter.in} ${parameter.name}=${part.slice(0, 30)}`,
        method: verb,
        url: url({ [parameter.name]: part }),
        ...withBody,
        ...(BAD_TEXT_IN_URL.has(part) ? { expect: 400 } : {}),
      })
    }
  }
  // An unknown query parameter carrying bad text is refused as well.
  attempts.push({
    what: `${verb} ${path} extra query parameter with NUL`,
    method: verb,
    url: `${url()}${parameters.some((p) => p.in === 'query') ? '&' : '?'}extra=%00`,
    ...withBody,
    expect: 400,
  })

  if (operation.requestBody) {
    for (const [field] of bodyFields(operation.requestBody.content['application/json'].schema)) {
      for (const value of HOSTILE_TEXT) {
        const bad = value.includes('\u0000') || !isWellFormed(value)
        attempts.push({
          what: `${verb} ${path} body ${field}=${JSON.stringify(value.slice(0, 30))}`,
          method: verb,
          url: url(),
          ...json({ ...baseBody, [field]: value }),
          ...(bad ? { expect: 400 } : {}),
        })
      }
      for (const value of WRONG_TYPES) {
        attempts.push({
          what: `${verb} ${path} body ${field}=${JSON.stringify(value)}`,
          method: verb,
          url: url(),
          ...json({ ...baseBody, [field]: value }),
        })
      }
    }
    const invalidUtf8 = new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d])
    attempts.push(
      {
        what: `${verb} ${path} body not JSON`,
        method: verb,
        url: url(),
        body: 'name=x&y',
        contentType: 'application/json',
      },
      { what: `${verb} ${path} body JSON null`, method: verb, url: url(), ...json(null) },
      { what: `${verb} ${path} body JSON array`, method: verb, url: url(), ...json([baseBody]) },
      {
        what: `${verb} ${path} body as text/plain`,
        method: verb,
        url: url(),
        body: JSON.stringify(baseBody),
        contentType: 'text/plain',
      },
      {
        what: `${verb} ${path} body invalid UTF-8`,
        method: verb,
        url: url(),
        body: invalidUtf8,
        contentType: 'application/json',
        expect: 400,
      },
      {
        what: `${verb} ${path} body with a NUL key`,
        method: verb,
        url: url(),
        ...json({ ...baseBody, 'a\u0000b': 1 }),
        expect: 400,
      },
      {
        what: `${verb} ${path} body nested NUL`,
        method: verb,
        url: url(),
        ...json({ ...baseBody, nested: [{ deep: 'x\u0000' }] }),
        expect: 400,
      },
    )
  }
  return attempts
}

describeWithDatabase('hostile input to every operation', (database) => {
  let contentDir = ''
  beforeAll(async () => {
    contentDir = makeContentDir()
    await seed(database().db)
  })
  afterAll(() => rmSync(contentDir, { recursive: true, force: true }))

  it(
    'never answers 5xx, and answers 400 to NUL and invalid UTF-8 in any text input',
    async () => {
      const app = testApp(database().db, contentDir, {
        adminToken: ADMIN_TOKEN,
        rateLimits: {
          reads: { limit: 1_000_000, windowMs: 60_000 },
          contact: { limit: 1_000_000, windowMs: 60_000 },
        },
      })
      // The admin operations are reached with the token (so their inputs are exercised too).
      const sane = await app.request(`${API}/admin/notifications`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Sane', body: 'A notification that is fine.' }),
      })
      expect(sane.status).toBe(201)
      const document = (await (await app.request(`${API}/openapi.json`)).json()) as Document
      const attempts = Object.entries(document.paths).flatMap(([path, operations]) =>
        (['get', 'post'] as const).flatMap((method) =>
          operations[method] ? attemptsFor(path, method, operations[method]) : [],
        ),
      )
      expect(Object.keys(document.paths).length).toBeGreaterThanOrEqual(14)
      expect(attempts.length).toBeGreaterThan(500)

      const failures: string[] = []
      const send = async (attempt: Attempt) => {
        const headers: Record<string, string> = { ...CLIENT_HEADERS }
        if (attempt.url.includes('/admin/')) headers.Authorization = `Bearer ${ADMIN_TOKEN}`
        if (attempt.contentType) headers['content-type'] = attempt.contentType
        const response = await app.request(attempt.url, {
          method: attempt.method,
          headers,
          ...(attempt.body !== undefined ? { body: attempt.body } : {}),
        })
        const text = await response.text()
        if (response.status >= 500) failures.push(`${attempt.what}: ${response.status}`)
        else if (attempt.expect !== undefined && response.status !== attempt.expect) {
          failures.push(
            `${attempt.what}: ${response.status}, expected ${attempt.expect} ${text.slice(0, 80)}`,
          )
        }
      }
      // Bounded concurrency: a few requests at a time, as a small burst of clients would send.
      const queue = [...attempts]
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          for (let next = queue.shift(); next; next = queue.shift()) await send(next)
        }),
      )
      expect(failures).toEqual([])
    },
    SLOW_TEST_LIMIT_MS,
  )
})
