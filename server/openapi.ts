import { z } from 'zod'
import { clientHeadersSchema } from './middleware/client-headers.ts'

type JsonSchema = Record<string, unknown>

export type ResponseDoc = {
  description: string
  /** JSON body; left out for an empty answer (204, 304) or a file. */
  schema?: z.ZodType
  /** A non-JSON body, e.g. `application/pdf`. */
  contentType?: string
}

export type RouteDoc = {
  method: 'get' | 'post'
  /** The path under the API base, OpenAPI style: `/PublicBlogs/post/{slug}`. */
  path: string
  tag: string
  summary: string
  description?: string
  params?: z.ZodObject
  query?: z.ZodObject
  /** Headers of the route's own (the client headers are added by `auth`). */
  headers?: z.ZodObject
  body?: z.ZodType
  responses: Record<number, ResponseDoc>
  /** Which credentials the route needs: the public client headers (default), none, or admin. */
  auth?: 'client' | 'none' | 'admin'
}

/**
 * The one place routes describe themselves: each router registers its zod schemas here, and
 * GET /openapi.json is generated from the same schemas that validate the requests.
 */
export class ApiRegistry {
  readonly routes: RouteDoc[] = []

  register(doc: RouteDoc): RouteDoc {
    const duplicate = this.routes.some(
      (route) => route.method === doc.method && route.path === doc.path,
    )
    if (!duplicate) this.routes.push(doc)
    return doc
  }

  document(basePath: string): JsonSchema {
    const paths: Record<string, Record<string, unknown>> = {}
    for (const route of [...this.routes].sort((a, b) => a.path.localeCompare(b.path))) {
      paths[basePath + route.path] ??= {}
      paths[basePath + route.path]![route.method] = operation(route)
    }
    return {
      openapi: '3.1.0',
      info: {
        title: 'Mzansi Clearing content API',
        version: '2.0.0',
        description: [
          'The public content API of the Mzansi Clearing website.',
          'Every request needs the client headers `bsa-token`, `bsa-app-name`, `cmsArea: CH` and',
          '`Authorization: Bearer <token>`. They identify the client and are public (they ship in the',
          "site's bundle); a missing or malformed one gets 401. Exempt: `/openapi.json`, the file",
          'downloads under `/filehandler/` and the badge image, which browsers open from plain links',
          'and images that cannot carry custom headers.',
          'Bad input gets 400 `{ error, issues }`; bodies over 16 KB get 413; too many requests from',
          'one address get 429 with `Retry-After`.',
        ].join(' '),
      },
      servers: [{ url: '/' }],
      paths,
      components: {
        securitySchemes: {
          clientToken: { type: 'apiKey', in: 'header', name: 'bsa-token' },
          clientBearer: { type: 'http', scheme: 'bearer' },
          adminBearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'ADMIN_TOKEN; admin routes answer 404 when it is not configured.',
          },
        },
      },
    }
  }
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json: JsonSchema = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  delete json.$schema
  return json
}

function parameters(location: 'path' | 'query' | 'header', schema: z.ZodObject) {
  const json = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(json.properties ?? {}).map(([name, property]) => {
    const { description, ...rest } = property
    return {
      name: location === 'header' && name === 'cmsarea' ? 'cmsArea' : name,
      in: location,
      required: location === 'path' || (json.required ?? []).includes(name),
      ...(description === undefined ? {} : { description }),
      schema: rest,
    }
  })
}

const ERROR_RESPONSES: Record<number, string> = {
  400: 'Invalid request: `{ error, issues: [{ path, message }] }`',
  401: 'Missing or malformed client headers: `{ error, issues }`',
  413: 'Body larger than 16 KB',
  429: 'Too many requests; see Retry-After',
  503: 'The database did not answer in time; see Retry-After',
}

function operation(route: RouteDoc) {
  const auth = route.auth ?? 'client'
  const responses: Record<string, unknown> = {}
  for (const [status, response] of Object.entries(route.responses)) {
    const content =
      response.schema !== undefined
        ? { 'application/json': { schema: jsonSchema(response.schema, 'output') } }
        : response.contentType !== undefined
          ? { [response.contentType]: { schema: { type: 'string', format: 'binary' } } }
          : undefined
    responses[status] = { description: response.description, ...(content ? { content } : {}) }
  }
  for (const [status, description] of Object.entries(ERROR_RESPONSES)) {
    if (status === '401' && auth === 'none') continue
    if (status === '413' && route.method === 'get') continue
    responses[status] ??= { description }
  }
  return {
    tags: [route.tag],
    summary: route.summary,
    ...(route.description === undefined ? {} : { description: route.description }),
    operationId: `${route.method}${route.path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, next: string | undefined) => (next ?? '').toUpperCase())}`,
    parameters: [
      ...(route.params ? parameters('path', route.params) : []),
      ...(route.query ? parameters('query', route.query) : []),
      ...(route.headers ? parameters('header', route.headers) : []),
      ...(auth === 'client' ? parameters('header', clientHeadersSchema) : []),
    ],
    ...(route.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
          },
        }
      : {}),
    responses,
    security:
      auth === 'client'
        ? [{ clientToken: [], clientBearer: [] }]
        : auth === 'admin'
          ? [{ adminBearer: [] }]
          : [],
  }
}

export const apiRegistry = new ApiRegistry()
