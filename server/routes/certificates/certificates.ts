import { asc, eq } from 'drizzle-orm'
import { documents } from '../../db/schema.ts'
import { certificateResponse, certificatesResponse } from '../../contract/certificates.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { cachedJson, notFound, ok } from '../response-cache.ts'
import { descriptionParams } from './schemas.ts'

const tags: [string] = ['Certificates']
export const certificateRoutes = {
  list: apiRoute({
    method: 'get',
    path: '/Certificates',
    tags,
    summary: 'Every published document; download each at /filehandler/{documentGuid}',
    responses: { 200: jsonAnswer(certificatesResponse, 'The documents') },
  }),
  byDescription: apiRoute({
    method: 'get',
    path: '/Certificates/GetByDescription/{description}',
    tags,
    summary: 'One document by its exact description',
    description:
      'Exact match: "Self-Assessment Disclosure Framework " (with its trailing space) is not "Self-Assessment Disclosure Framework".',
    request: { params: descriptionParams },
    responses: {
      200: jsonAnswer(certificateResponse, 'The document'),
      404: errorAnswer('No document with exactly this description'),
    },
  }),
}

export function certificatesRouter({ db, cache }: RouteDeps) {
  return apiRouter()
    .openapi(certificateRoutes.list, (c) =>
      cachedJson(c, cache, async () => {
        const rows = await db
          .select({
            description: documents.description,
            documentGuid: documents.guid,
            title: documents.title,
          })
          .from(documents)
          .orderBy(asc(documents.title))
        return ok(rows)
      }),
    )
    .openapi(certificateRoutes.byDescription, (c) => {
      const { description } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db
          .select({ description: documents.description, documentGuid: documents.guid })
          .from(documents)
          .where(eq(documents.description, description))
          .limit(1)
        return row ? ok(row) : notFound('Document')
      })
    })
}
