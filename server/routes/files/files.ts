import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { documents } from '../../db/schema.ts'
import { apiRoute, apiRouter, errorAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { contentDisposition, fileInside, sendFile } from './file-response.ts'

export const fileParams = z.object({
  documentGuid: z
    .uuid('must be a UUID')
    .describe('From /Certificates.')
    .meta({ example: 'b7e3c1a2-5d4f-4e8a-9c61-2f0d8a7b3e15' }),
})
export const fileQuery = z.object({
  download: z
    .enum(['1'])
    .optional()
    .describe('1: Content-Disposition attachment instead of inline.'),
})

export const fileRoutes = {
  file: apiRoute(
    {
      method: 'get',
      path: '/filehandler/{documentGuid}',
      tags: ['Certificates'],
      summary: "A document's file",
      description:
        'Opened from plain links, so it needs no client headers. Sends ETag (If-None-Match gives 304), Cache-Control and Content-Disposition (inline, or attachment with ?download=1).',
      request: { params: fileParams, query: fileQuery },
      responses: {
        200: {
          description: 'The file',
          content: { 'application/pdf': { schema: z.string().meta({ format: 'binary' }) } },
        },
        304: { description: 'Not modified' },
        404: errorAnswer('No document with this id'),
      },
    },
    'none',
  ),
}

type DocumentFile = { fileName: string; contentType: string; etag: string }

export function filesRouter({ db, cache, contentDir }: RouteDeps) {
  const documentsDir = join(contentDir, 'documents')
  const lookup = (guid: string) =>
    cache.remember(`files:${guid}`, async (): Promise<DocumentFile | null> => {
      const [row] = await db
        .select({
          fileName: documents.fileName,
          contentType: documents.contentType,
          etag: documents.etag,
        })
        .from(documents)
        .where(eq(documents.guid, guid))
        .limit(1)
      return row ?? null
    })

  return apiRouter().openapi(fileRoutes.file, async (c) => {
    const { documentGuid } = c.req.valid('param')
    const row = await lookup(documentGuid.toLowerCase())
    const path = row ? fileInside(documentsDir, row.fileName) : null
    if (!row || !path) return c.json({ error: 'Document not found' }, 404)
    const disposition = c.req.valid('query').download === '1' ? 'attachment' : 'inline'
    return sendFile(c, {
      path,
      contentType: row.contentType,
      etag: `"${row.etag}"`,
      cacheControl: 'public, max-age=3600',
      disposition: contentDisposition(disposition, row.fileName),
    })
  })
}
