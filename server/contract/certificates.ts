import { z } from 'zod'

export const certificate = z.strictObject({
  description: z.string(),
  documentGuid: z.string(),
  title: z.string(),
})

export const certificatesResponse = z.array(certificate)
export const certificateResponse = certificate.pick({ description: true, documentGuid: true })
