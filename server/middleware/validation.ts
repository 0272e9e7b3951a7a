import { zValidator } from '@hono/zod-validator'
import type { Context, ValidationTargets } from 'hono'
import type { z } from 'zod'

export type Issue = { path: string; message: string }

/** Zod issues as `{ path, message }`, the path starting with where the input came from. */
export function toIssues(target: string, issues: readonly z.core.$ZodIssue[]): Issue[] {
  return issues.map((issue) => ({
    path: [target, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }))
}

export function invalidRequest(c: Context, issues: Issue[]) {
  return c.json({ error: 'Invalid request', issues }, 400)
}

/**
 * zod validation of one part of the request; a bad input gets 400 `{ error, issues }` before the
 * handler runs, so it changes nothing. Zod's messages name what was expected, never echo the input.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (!result.success) return invalidRequest(c, toIssues(target, result.error.issues))
  })
}
