import type { MiddlewareHandler } from 'hono'
import { z } from 'zod'

/**
 * The client headers the site sends on every API request (see `api` in src/content/site.ts).
 * They ship in a public bundle, so they identify a client and authorise nothing: the server checks
 * that they are present and well formed, never compares them with a secret.
 */
export const CLIENT_HEADER_NAMES = [
  'bsa-token',
  'bsa-app-name',
  'cmsarea',
  'authorization',
] as const

/** Printable ASCII without spaces, the shape of a token any client could be given. */
const token = z
  .string({ error: 'is missing' })
  .min(8, 'must be 8 to 200 printable characters without spaces')
  .max(200, 'must be 8 to 200 printable characters without spaces')
  .regex(/^[\x21-\x7e]+$/, 'must be 8 to 200 printable characters without spaces')

export const clientHeadersSchema = z.object({
  'bsa-token': token.describe('Identifies the client application (public, not a secret).'),
  'bsa-app-name': z
    .string({ error: 'is missing' })
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 ._-]{0,99}$/,
      'must be 1 to 100 letters, digits, spaces, dots, dashes or underscores',
    )
    .describe('Name of the client application, for example WEBSITE.'),
  cmsarea: z
    .literal('CH', {
      error: (issue) => (issue.input === undefined ? 'is missing' : 'must be CH'),
    })
    .describe('Content area; this API serves CH only. Sent as cmsArea.'),
  authorization: z
    .string({ error: 'is missing' })
    .regex(
      /^Bearer [\x21-\x7e]{8,200}$/,
      'must be "Bearer " followed by a token of 8 to 200 printable characters',
    )
    .describe('Bearer <token>: identifies the client (public, not a secret).'),
})

export type ClientHeaders = z.infer<typeof clientHeadersSchema>

/** The header's name as the site writes it, for error messages. */
const DISPLAY_NAME: Record<string, string> = {
  'bsa-token': 'bsa-token',
  'bsa-app-name': 'bsa-app-name',
  cmsarea: 'cmsArea',
  authorization: 'Authorization',
}

const KNOWN_HEADER_SETS = 256

/** Answers 401 naming each missing or malformed client header. */
export function requireClientHeaders(): MiddlewareHandler {
  // Clients send the same few header sets again and again: remember the ones that passed.
  const known = new Set<string>()
  return async (c, next) => {
    const values = CLIENT_HEADER_NAMES.map((name) => c.req.header(name))
    const joined = values.join('\n')
    if (known.has(joined)) return next()
    const headers = Object.fromEntries(CLIENT_HEADER_NAMES.map((name, i) => [name, values[i]]))
    const result = clientHeadersSchema.safeParse(headers)
    if (result.success) {
      if (known.size >= KNOWN_HEADER_SETS) known.clear()
      known.add(joined)
      return next()
    }
    const issues = result.error.issues.map((issue) => {
      const name = DISPLAY_NAME[String(issue.path[0])] ?? String(issue.path[0])
      return { path: `headers.${name}`, message: `${name} ${issue.message}` }
    })
    const names = issues.map((issue) => issue.path.slice('headers.'.length))
    return c.json(
      { error: `Missing or malformed client headers: ${names.join(', ')}`, issues },
      401,
      { 'WWW-Authenticate': 'Bearer realm="api"' },
    )
  }
}
