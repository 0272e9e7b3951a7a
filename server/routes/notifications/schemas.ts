import { z } from 'zod'

export const browserQuery = z.object({
  cookie: z
    .uuidv4('must be a UUID v4')
    .describe("The browser's random id (localStorage notificationId)."),
})

/** The notification the site received; only its id matters, the rest is ignored. */
export const markAsReadBody = z.looseObject({ id: z.uuid('must be a UUID') })

export const notificationResponse = z.object({
  id: z.string(),
  name: z.string().describe('The title.'),
  description: z.string().describe('The body; may contain line breaks. Plain text.'),
  forcedTakeOver: z.boolean(),
  showDateTimeStamp: z.boolean(),
  dateCreated: z.string().describe('ISO 8601 instant.'),
  actionText: z.string().nullable(),
  actionLink: z.string().nullable().describe('An internal path "/..." or an https URL.'),
  closeButtonText: z.string().nullable(),
})

export type NotificationAnswer = z.infer<typeof notificationResponse>
