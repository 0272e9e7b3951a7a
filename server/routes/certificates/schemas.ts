import { z } from 'zod'

export const descriptionParams = z.object({
  description: z
    .string()
    .min(1)
    .max(300)
    .describe('The exact description, URL-encoded; a trailing space is part of it.'),
})

export const certificate = z.object({
  description: z.string(),
  documentGuid: z.string(),
  title: z.string(),
})

export const certificatesResponse = z.array(certificate)
export const certificateResponse = certificate.pick({ description: true, documentGuid: true })
