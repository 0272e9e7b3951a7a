import { z } from 'zod'

export const badgeResponse = z.strictObject({
  imageUrl: z.string().describe('The image, with a version so a new badge is never served stale.'),
  alt: z.string(),
  validFrom: z.string().describe('YYYY-MM-DD'),
  validUntil: z.string().describe('YYYY-MM-DD'),
  standard: z.string().describe('For example "PCI DSS v4.0.1".'),
})
