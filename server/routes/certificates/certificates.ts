import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { documents } from '../../db/schema.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { cachedJson, found, notFound } from '../response-cache.ts'
import { certificateResponse, certificatesResponse, descriptionParams } from './schemas.ts'

const tag = 'Certificates'
apiRegistry.register({
  method: 'get',
  path: '/Certificates',
  tag,
  summary: 'Every published document; download each at /filehandler/{documentGuid}',
  responses: { 200: { description: 'The documents', schema: certificatesResponse } },
})
apiRegistry.register({
  method: 'get',
  path: '/Certificates/GetByDescription/{description}',
  tag,
  summary: 'One document by its exact description',
  description:
    'Exact match: "Self-Assessment Disclosure Framework " (with its trailing space) is not "Self-Assessment Disclosure Framework".',
  params: descriptionParams,
  responses: {
    200: { description: 'The document', schema: certificateResponse },
    404: { description: 'No document with exactly this description' },
  },
})

export function certificatesRouter({ db, cache }: RouteDeps) {
  return new Hono()
    .get('/Certificates', (c) =>
      cachedJson(c, cache, async () => {
        const rows = await db
          .select({
            description: documents.description,
            documentGuid: documents.guid,
            title: documents.title,
          })
          .from(documents)
          .orderBy(asc(documents.title))
        return found(rows)
      }),
    )
    .get(
      '/Certificates/GetByDescription/:description',
      validate('param', descriptionParams),
      (c) => {
        const { description } = c.req.valid('param')
        return cachedJson(c, cache, async () => {
          const [row] = await db
            .select({ description: documents.description, documentGuid: documents.guid })
            .from(documents)
            .where(eq(documents.description, description))
            .limit(1)
          return row ? found(row) : notFound('Document')
        })
      },
    )
}
