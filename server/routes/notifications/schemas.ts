import { z } from 'zod'
import type { notificationResponse } from '../../contract/notifications.ts'

export const browserQuery = z.object({
  cookie: z
    .uuidv4('must be a UUID v4')
    .describe("The browser's random id (localStorage notificationId).")
    .meta({ example: '3f0c9a52-8d1e-4c6b-9f7a-2b5e8d4c1a90' }),
})

/** The notification the site received; only its id matters, the rest is ignored. */
export const markAsReadBody = z.looseObject({ id: z.uuid('must be a UUID') })

export type NotificationAnswer = z.infer<typeof notificationResponse>
