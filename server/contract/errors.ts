import { z } from 'zod'

/** Any error answer: 404, 409, 413, 422, 429, 503. */
export const errorResponse = z.strictObject({ error: z.string() })

/** 400 and 401: what was wrong, per input, without echoing it. */
export const invalidRequestResponse = z.strictObject({
  error: z.string(),
  issues: z.array(
    z.strictObject({
      path: z.string().describe('Where the input came from, then the field: `query.pageSize`.'),
      message: z.string(),
    }),
  ),
})
