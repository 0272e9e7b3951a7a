import { z } from 'zod'

export const blogCategory = z.strictObject({ id: z.string(), name: z.string() })

export const articleSummary = z.strictObject({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  category: blogCategory,
  tags: z.array(z.string()),
  publishedAt: z.string().describe('YYYY-MM-DD'),
  image: z.string(),
  imageAlt: z.string().describe('Empty when the image is decorative.'),
  readingMinutes: z.number().int(),
})

export const landingResponse = z.strictObject({
  items: z.array(articleSummary),
  total: z.number().int(),
  pageNumber: z.number().int(),
  pageSize: z.number().int(),
})

export const searchHit = z.strictObject({
  title: z.string(),
  slug: z.string(),
  foundText: z.string().describe('Plain text around the first hit (about 120 characters).'),
})
export const searchResponse = z.array(searchHit)

export const categorySummary = blogCategory.extend({
  description: z.string(),
  articleCount: z.number().int(),
})
export const categoriesResponse = z.array(categorySummary)

export const tagSummary = z.strictObject({
  tag: z.string(),
  articleCount: z.number().int().describe('Published articles.'),
})
export const tagsResponse = z.array(tagSummary)

export const postResponse = articleSummary.extend({
  bodyHtml: z.string().describe('Sanitised HTML: no scripts, event handlers or javascript: URLs.'),
})

export const latestSlugResponse = z.strictObject({ slug: z.string() })
export const categoryIdResponse = z.strictObject({ id: z.string() })
