// @vitest-environment node
import { fileURLToPath } from 'node:url'
import type { RouteConfig } from '@hono/zod-openapi'
import { beforeAll, expect, it } from 'vitest'
import type { z } from 'zod'
import { API_ROUTES } from './api-routes.ts'
import { API_BASE, createApp } from './app.ts'
import { syncContent } from './content/index.ts'
import { describeWithDatabase } from './db/test-database.ts'
import { withClientHeaders } from './middleware/test-helpers.ts'
import { SLOW_TEST_LIMIT_MS } from '../tests/limits.ts'

const contentDir = fileURLToPath(new URL('../content', import.meta.url))
const ADMIN_TOKEN = 'contract-test-admin-token-0123456789'
const NOTIFICATION_ID = '3154f937-dcea-4537-93c0-a396bd606e7d'

type Parameter = { name: string; in: string; required?: boolean; schema?: { example?: unknown } }
type Operation = { operationId: string; parameters?: Parameter[] }

/** Bodies of the operations that take one: documented requests, using the seeded content. */
const BODIES: Record<string, unknown> = {
  postNotificationsMarkasread: { id: NOTIFICATION_ID },
  postContact: {
    name: 'Thandi Mokoena',
    email: 'thandi@example.co.za',
    topic: 'membership',
    message: 'How does a bank become a member of the clearing house?',
    consent: true,
  },
  postAdminNotifications: { title: 'Contract test', body: 'A notification made by the test.' },
}

const example = (parameter: Parameter) => {
  const value = parameter.schema?.example
  if (value === undefined && (parameter.required ?? false)) {
    throw new Error(`${parameter.in} parameter ${parameter.name} has no documented example`)
  }
  return value === undefined ? undefined : String(value)
}

/** The zod schema a route documents for a JSON answer with this status. */
function answerSchema(route: RouteConfig, status: number): z.ZodType | undefined {
  const response = route.responses[status] as
    { content?: Record<string, { schema?: z.ZodType }> } | undefined
  return response?.content?.['application/json']?.schema
}

/**
 * Every operation of the generated document, called with its documented examples against the
 * real content: each answer is its route's answer for that status, and nothing more (the
 * response schemas are strict objects, so a field they lack fails).
 */
describeWithDatabase('the contract', (database) => {
  let app: ReturnType<typeof createApp>
  let document: { paths: Record<string, Record<string, Operation>> }

  beforeAll(async () => {
    const { db } = database()
    const synced = await syncContent(db, contentDir)
    expect(synced.errors).toEqual([])
    app = createApp({ db, contentDir, adminToken: ADMIN_TOKEN, serverRendering: false })
    document = (await (await app.request(`${API_BASE}/openapi.json`)).json()) as typeof document
  }, SLOW_TEST_LIMIT_MS)

  it(
    'answers every documented operation as its response schema says',
    async () => {
      const answered: string[] = []
      const failures: string[] = []
      for (const route of API_ROUTES) {
        const operation = document.paths[API_BASE + route.path]?.[route.method]
        expect(operation, `${route.method} ${route.path} is documented`).toBeDefined()
        const parameters = operation!.parameters ?? []
        let path = route.path
        const query = new URLSearchParams()
        const headers: Record<string, string> = {}
        for (const parameter of parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
          const value = example(parameter)
          if (value === undefined) continue
          if (parameter.in === 'path')
            path = path.replace(`{${parameter.name}}`, encodeURIComponent(value))
          if (parameter.in === 'query') query.set(parameter.name, value)
        }
        if (route.path.startsWith('/admin/')) headers.authorization = `Bearer ${ADMIN_TOKEN}`
        if (route.path === '/Contact') headers['idempotency-key'] = crypto.randomUUID()
        const body = BODIES[operation!.operationId]
        const init = withClientHeaders({
          method: route.method.toUpperCase(),
          headers,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        })
        const url = `${API_BASE}${path}${query.size > 0 ? `?${query}` : ''}`
        const response = await app.request(url, init)
        const name = `${route.method.toUpperCase()} ${route.path} → ${response.status}`
        answered.push(name)
        if (!(response.status in route.responses)) {
          failures.push(`${name}: status not documented`)
          continue
        }
        const schema = answerSchema(route, response.status)
        if (schema === undefined) continue
        const result = schema.safeParse(await response.json())
        if (!result.success) failures.push(`${name}: ${JSON.stringify(result.error.issues)}`)
      }
      expect(failures).toEqual([])
      // Every operation answered with success on the seeded content.
      expect(answered.filter((line) => !/→ 2\d\d$/.test(line))).toEqual([])
      expect(answered).toHaveLength(API_ROUTES.length)
    },
    SLOW_TEST_LIMIT_MS,
  )

  it('documents exactly the operations the app answers', () => {
    const registered = new Set(
      app.routes
        .filter(
          (route) =>
            (route.method === 'GET' || route.method === 'POST') &&
            route.path.startsWith(`${API_BASE}/`) &&
            !route.path.endsWith('*') &&
            route.path !== `${API_BASE}/openapi.json`,
        )
        .map(
          (route) => `${route.method.toLowerCase()} ${route.path.replace(/:([A-Za-z]+)/g, '{$1}')}`,
        ),
    )
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    )
    expect([...registered].sort()).toEqual(documented.sort())
  })
})
