import { asc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { indexPoints, indexSeries } from '../../db/schema.ts'
import { seriesListResponse, seriesResponse } from '../../contract/indices.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { cachedJson, notFound, ok } from '../response-cache.ts'

export const seriesParams = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a series id')
    .meta({ example: 'net-salary-index' }),
})

const tags: [string] = ['Indices']
export const indexRoutes = {
  list: apiRoute({
    method: 'get',
    path: '/Indices',
    tags,
    summary: 'Every index series, without points',
    responses: { 200: jsonAnswer(seriesListResponse, 'The series') },
  }),
  one: apiRoute({
    method: 'get',
    path: '/Indices/{id}',
    tags,
    summary: 'One index series with its monthly points, oldest first',
    request: { params: seriesParams },
    responses: {
      200: jsonAnswer(seriesResponse, 'The series'),
      404: errorAnswer('No such series'),
    },
  }),
}

const seriesColumns = {
  id: indexSeries.id,
  name: indexSeries.name,
  description: indexSeries.description,
  unit: indexSeries.unit,
  format: indexSeries.format,
  illustrative: indexSeries.illustrative,
  source: indexSeries.source,
}

export function indicesRouter({ db, cache }: RouteDeps) {
  return apiRouter()
    .openapi(indexRoutes.list, (c) =>
      cachedJson(c, cache, async () =>
        ok(await db.select(seriesColumns).from(indexSeries).orderBy(asc(indexSeries.name))),
      ),
    )
    .openapi(indexRoutes.one, (c) => {
      const { id } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db.select(seriesColumns).from(indexSeries).where(eq(indexSeries.id, id))
        if (!row) return notFound('Index series')
        const points = await db
          .select({ month: indexPoints.month, value: indexPoints.value })
          .from(indexPoints)
          .where(eq(indexPoints.seriesId, id))
          .orderBy(asc(indexPoints.month))
        return ok({
          ...row,
          points: points.map((point) => ({ month: point.month.slice(0, 7), value: point.value })),
        })
      })
    })
}
