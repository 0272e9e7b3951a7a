import { z } from 'zod'

const kebab = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const slugSchema = z
  .string()
  .max(200, 'must be at most 200 characters')
  .regex(kebab, 'must be lower-case words joined by hyphens')

export const landingQuery = z.object({
  tag: slugSchema.optional().describe('Only articles with this tag.'),
  category: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe('Only articles in this category (its id or name, any case).'),
  pageNumber: z.coerce.number().int().min(1).max(10_000).default(1).describe('From 1.'),
  pageSize: z.coerce.number().int().min(1).max(50).default(10).describe('1 to 50.'),
})

export const searchParams = z.object({
  term: z
    .string()
    .trim()
    .min(2, 'must be at least 2 characters')
    .max(100, 'must be at most 100 characters')
    .describe(
      '2 to 100 characters after trimming; matched without regard to case, accents or typographic quotes and dashes.',
    )
    .meta({ example: 'payshap' }),
})

export const categoryValueParams = z.object({
  value: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .describe('A category id or name, any case.')
    .meta({ example: 'payments-industry' }),
})

export const postParams = z.object({
  slug: slugSchema.meta({ example: 'payshap-and-real-time-clearing' }),
})
