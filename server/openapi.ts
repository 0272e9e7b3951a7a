import { createRoute, OpenAPIHono, type Hook, type RouteConfig } from '@hono/zod-openapi'
import type { Env } from 'hono'
import { z } from 'zod'
import { errorResponse, invalidRequestResponse } from './contract/errors.ts'
import { clientHeadersSchema } from './middleware/client-headers.ts'
import { invalidRequest, toIssues } from './middleware/validation.ts'

type JsonSchema = Record<string, unknown>

/** Which credentials an operation needs: the public client headers (default), none, or admin. */
export type Auth = 'client' | 'none' | 'admin'

const json = <Schema extends z.ZodType>(schema: Schema, description: string) => ({
  description,
  content: { 'application/json': { schema } },
})

/** The answers the edge gives any operation, before or around its handler. */
const COMMON_ERRORS = {
  400: json(invalidRequestResponse, 'Invalid request: `{ error, issues: [{ path, message }] }`'),
  401: json(invalidRequestResponse, 'Missing or malformed client headers: `{ error, issues }`'),
  413: json(errorResponse, 'Body larger than 16 KB'),
  429: json(errorResponse, 'Too many requests; see Retry-After'),
  503: json(errorResponse, 'The database did not answer in time; see Retry-After'),
}
type CommonErrors = typeof COMMON_ERRORS

/** A documented JSON answer, e.g. `ok(landingResponse, 'The page')`. */
export const jsonAnswer = json
/** A documented error answer `{ error }`: 404, 409, 422. */
export const errorAnswer = (description: string) => json(errorResponse, description)

/** Client header parameters as the site sends them (cmsArea, not the lower-cased cmsarea). */
const CLIENT_HEADER_PARAMETERS = (() => {
  const schema = z.toJSONSchema(clientHeadersSchema, { io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(schema.properties).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name: name === 'cmsarea' ? 'cmsArea' : name,
      in: 'header' as const,
      required: (schema.required ?? []).includes(name),
      ...(description === undefined ? {} : { description: String(description) }),
      schema: rest,
    }
  })
})()
const CLIENT_HEADER_NAMES = new Set(CLIENT_HEADER_PARAMETERS.map((parameter) => parameter.name))

const SECURITY: Record<Auth, Record<string, string[]>[]> = {
  client: [{ clientToken: [], clientBearer: [] }],
  admin: [{ adminBearer: [] }],
  none: [],
}

/** `get` `/PublicBlogs/latest-slug/{value}` → `getPublicBlogsLatestSlugValue`. */
const operationId = (method: string, path: string) =>
  `${method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`

/**
 * One API operation: its path under the API base, parameters, body and every answer as zod
 * schemas. The edge's answers (400, 401 unless `auth` is none, 413 unless a GET, 429, 503) are
 * added, with the client header parameters and the security the operation needs. The router
 * registers it with `.openapi(route, handler)`, which validates the input and types the handler;
 * the OpenAPI document is generated from the same routes (`apiDocument`).
 */
export function apiRoute<const Route extends RouteConfig & { method: 'get' | 'post' }>(
  route: Route & { tags: [string] },
  auth: Auth = 'client',
) {
  const errors: Record<string, unknown> = {}
  for (const [status, response] of Object.entries(COMMON_ERRORS)) {
    if (status === '401' && auth === 'none') continue
    if (status === '413' && route.method === 'get') continue
    errors[status] = response
  }
  return createRoute({
    ...route,
    operationId: operationId(route.method, route.path),
    ...(auth === 'client' ? { parameters: CLIENT_HEADER_PARAMETERS } : {}),
    security: SECURITY[auth],
    responses: { ...errors, ...route.responses } as CommonErrors & Route['responses'],
  })
}

/** A bad input gets 400 `{ error: 'Invalid request', issues }` before the handler runs. */
const invalidInput: Hook<unknown, Env, string, unknown> = (result, c) => {
  if (!result.success) return invalidRequest(c, toIssues(result.target, result.error.issues))
}

/** A resource router: its operations are registered with `.openapi(route, handler)`. */
export const apiRouter = () => new OpenAPIHono({ defaultHook: invalidInput })

const DESCRIPTION = [
  'The public content API of the Mzansi Clearing website.',
  'Every request needs the client headers `bsa-token`, `bsa-app-name`, `cmsArea: CH` and',
  '`Authorization: Bearer <token>`. They identify the client and are public (they ship in the',
  "site's bundle); a missing or malformed one gets 401. Exempt: `/openapi.json`, the file",
  'downloads under `/filehandler/` and the badge image, which browsers open from plain links',
  'and images that cannot carry custom headers.',
  'Bad input gets 400 `{ error, issues }`; bodies over 16 KB get 413; too many requests from',
  'one address get 429 with `Retry-After`.',
].join(' ')

/** A parameter's place in the list: path, query, the operation's headers, the client headers. */
const parameterRank = (parameter: { in: string; name: string }) =>
  parameter.in === 'path'
    ? 0
    : parameter.in === 'query'
      ? 1
      : CLIENT_HEADER_NAMES.has(parameter.name)
        ? 3
        : 2

type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>

/**
 * A body whose schema is zod/mini (the contact message, shared with the browser) as its JSON
 * Schema: the document generator knows only classic zod schemas, which carry `.meta()`.
 */
function documented(body: RequestBody): RequestBody {
  const content = Object.entries(body.content).map(([type, media]) => {
    const schema: unknown = media && 'schema' in media ? media.schema : undefined
    const isMini = schema instanceof Object && '_zod' in schema && !('meta' in schema)
    return [
      type,
      isMini
        ? { ...media, schema: z.toJSONSchema(schema as z.core.$ZodType, { io: 'input' }) }
        : media,
    ]
  })
  return { ...body, content: Object.fromEntries(content) }
}

export type GeneratedDocument = ReturnType<OpenAPIHono['getOpenAPI31Document']>

/** The OpenAPI 3.1 document of these routes, their paths under `basePath`. */
export function apiDocument(routes: readonly RouteConfig[], basePath: string): GeneratedDocument {
  const generator = new OpenAPIHono()
  for (const route of [...routes].sort((a, b) => a.path.localeCompare(b.path))) {
    generator.openAPIRegistry.registerPath({
      ...route,
      path: basePath + route.path,
      ...(route.request?.body
        ? { request: { ...route.request, body: documented(route.request.body) } }
        : {}),
    })
  }
  const registry = generator.openAPIRegistry
  registry.registerComponent('securitySchemes', 'clientToken', {
    type: 'apiKey',
    in: 'header',
    name: 'bsa-token',
  })
  registry.registerComponent('securitySchemes', 'clientBearer', { type: 'http', scheme: 'bearer' })
  registry.registerComponent('securitySchemes', 'adminBearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'ADMIN_TOKEN; admin routes answer 404 when it is not configured.',
  })
  const document = generator.getOpenAPI31Document({
    openapi: '3.1.0',
    info: { title: 'Mzansi Clearing content API', version: '2.0.0', description: DESCRIPTION },
    servers: [{ url: '/' }],
  })
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of ['get', 'post'] as const) {
      const parameters = item[method]?.parameters as { in: string; name: string }[] | undefined
      parameters?.sort((a, b) => parameterRank(a) - parameterRank(b))
    }
  }
  return document
}
