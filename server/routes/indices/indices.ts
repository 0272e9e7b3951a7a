import { asc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { indexFormats, indexPoints, indexSeries } from '../../db/schema.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { cachedJson, found, notFound } from '../response-cache.ts'

export const seriesParams = z.object({
  id: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be a series id'),
})

const series = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  format: z.enum(indexFormats),
  illustrative: z.boolean().describe('true: the figures are illustrative, not measured.'),
  source: z.string(),
})

export const seriesListResponse = z.array(series)
export const seriesResponse = series.extend({
  points: z.array(z.object({ month: z.string().describe('YYYY-MM'), value: z.number() })),
})

const tag = 'Indices'
apiRegistry.register({
  method: 'get',
  path: '/Indices',
  tag,
  summary: 'Every index series, without points',
  responses: { 200: { description: 'The series', schema: seriesListResponse } },
})
apiRegistry.register({
  method: 'get',
  path: '/Indices/{id}',
  tag,
  summary: 'One index series with its monthly points, oldest first',
  params: seriesParams,
  responses: {
    200: { description: 'The series', schema: seriesResponse },
    404: { description: 'No such series' },
  },
})

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
  return new Hono()
    .get('/Indices', (c) =>
      cachedJson(c, cache, async () =>
        found(await db.select(seriesColumns).from(indexSeries).orderBy(asc(indexSeries.name))),
      ),
    )
    .get('/Indices/:id', validate('param', seriesParams), (c) => {
      const { id } = c.req.valid('param')
      return cachedJson(c, cache, async () => {
        const [row] = await db.select(seriesColumns).from(indexSeries).where(eq(indexSeries.id, id))
        if (!row) return notFound('Index series')
        const points = await db
          .select({ month: indexPoints.month, value: indexPoints.value })
          .from(indexPoints)
          .where(eq(indexPoints.seriesId, id))
          .orderBy(asc(indexPoints.month))
        return found({
          ...row,
          points: points.map((point) => ({ month: point.month.slice(0, 7), value: point.value })),
        })
      })
    })
}
