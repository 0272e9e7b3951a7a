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
    ),
})

export const categoryValueParams = z.object({
  value: z.string().trim().min(1).max(100).describe('A category id or name, any case.'),
})

export const postParams = z.object({ slug: slugSchema })

export const category = z.object({ id: z.string(), name: z.string() })

export const articleSummary = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category,
  tags: z.array(z.string()),
  publishedAt: z.string().describe('YYYY-MM-DD'),
  image: z.string(),
  imageAlt: z.string().describe('Empty when the image is decorative.'),
  readingMinutes: z.number().int(),
})

export const landingResponse = z.object({
  items: z.array(articleSummary),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
})

export const searchResponse = z.array(
  z.object({
    title: z.string(),
    slug: z.string(),
    foundText: z.string().describe('Plain text around the first hit (about 120 characters).'),
  }),
)

export const categoriesResponse = z.array(
  category.extend({ description: z.string(), articleCount: z.number().int() }),
)

export const tagsResponse = z.array(
  z.object({ tag: z.string(), articleCount: z.number().int().describe('Published articles.') }),
)

export const postResponse = articleSummary.extend({
  bodyHtml: z.string().describe('Sanitised HTML: no scripts, event handlers or javascript: URLs.'),
})

export const latestSlugResponse = z.object({ slug: z.string() })
export const categoryIdResponse = z.object({ id: z.string() })
