import { z } from 'zod'

export const notificationResponse = z.strictObject({
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

/** What an admin write answers. */
export const adminNotificationResponse = z.strictObject({
  id: z.string(),
  published: z.boolean(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
})
