import { z } from 'zod'
import { INDEX_FORMATS } from './index-formats.ts'

export const indexSeriesSummary = z.strictObject({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unit: z.string(),
  format: z.enum(INDEX_FORMATS),
  illustrative: z.boolean().describe('true: the figures are illustrative, not measured.'),
  source: z.string(),
})

export const seriesListResponse = z.array(indexSeriesSummary)
export const seriesResponse = indexSeriesSummary.extend({
  points: z.array(z.strictObject({ month: z.string().describe('YYYY-MM'), value: z.number() })),
})
