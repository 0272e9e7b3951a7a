import { z } from 'zod'

export const descriptionParams = z.object({
  description: z
    .string()
    .min(1)
    .max(300)
    .describe('The exact description, URL-encoded; a trailing space is part of it.')
    .meta({ example: 'Self-Assessment Disclosure Framework ' }),
})
