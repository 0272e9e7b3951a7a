import { z } from 'zod'

export const contactResponse = z.strictObject({
  id: z.string(),
  receivedAt: z.string().describe('ISO 8601 instant.'),
})
