import { desc, eq, sql } from 'drizzle-orm'
import { notificationReads, notifications } from '../../db/schema.ts'
import { encodeJson, sendJson } from '../../middleware/compression.ts'
import { notificationResponse } from '../../contract/notifications.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { browserQuery, markAsReadBody, type NotificationAnswer } from './schemas.ts'

const tags: [string] = ['Notifications']
export const notificationRoutes = {
  next: apiRoute({
    method: 'get',
    path: '/Notifications/GetUserNotificationsCH',
    tags,
    summary: 'The newest active notification this browser has not read',
    request: { query: browserQuery },
    responses: {
      200: jsonAnswer(notificationResponse, 'The notification'),
      204: { description: 'Nothing to show' },
    },
  }),
  markAsRead: apiRoute({
    method: 'post',
    path: '/Notifications/markasread',
    tags,
    summary: 'Records the notification read for this browser (idempotent)',
    request: {
      query: browserQuery,
      body: { required: true, content: { 'application/json': { schema: markAsReadBody } } },
    },
    responses: {
      204: { description: 'Recorded (also when it already was)' },
      404: errorAnswer('No notification with this id'),
    },
  }),
}

type Candidate = NotificationAnswer & {
  activeFrom: Date | null
  activeUntil: Date | null
  audience: string[] | null
}

/** Published && (no activeFrom or activeFrom <= now) && (no activeUntil or now < activeUntil). */
export const isActive = (row: { activeFrom: Date | null; activeUntil: Date | null }, now: Date) =>
  (row.activeFrom === null || row.activeFrom <= now) &&
  (row.activeUntil === null || now < row.activeUntil)

/** The notification as the site reads it, without what only the server filters by. */
const answerOf = (row: Candidate): NotificationAnswer => ({
  id: row.id,
  name: row.name,
  description: row.description,
  forcedTakeOver: row.forcedTakeOver,
  showDateTimeStamp: row.showDateTimeStamp,
  dateCreated: row.dateCreated,
  actionText: row.actionText,
  actionLink: row.actionLink,
  closeButtonText: row.closeButtonText,
})

export function notificationsRouter({ db, cache, now }: RouteDeps) {
  /**
   * The published notifications, newest first, cached until the content changes. Each lookup
   * filters them by the clock and by what this browser has read, which is never cached.
   */
  const published = () =>
    cache.remember('notifications:published', async (): Promise<Candidate[]> => {
      const rows = await db
        .select()
        .from(notifications)
        .where(eq(notifications.published, true))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
      return rows.map((row) => ({
        id: row.id,
        name: row.title,
        description: row.body,
        forcedTakeOver: row.forcedTakeOver,
        showDateTimeStamp: row.showDateTimeStamp,
        dateCreated: row.createdAt.toISOString(),
        actionText: row.actionText,
        actionLink: row.actionLink,
        closeButtonText: row.closeButtonText,
        activeFrom: row.activeFrom,
        activeUntil: row.activeUntil,
        audience: row.audience,
      }))
    })

  /** What one browser has read: a prepared statement, as it runs on every page load. */
  const prepareReadsOfBrowser = () =>
    db
      .select({ id: notificationReads.notificationId })
      .from(notificationReads)
      .where(eq(notificationReads.browserId, sql.placeholder('browserId')))
      .prepare('notification_reads_of_browser')
  let readsOfBrowser: ReturnType<typeof prepareReadsOfBrowser> | undefined

  return apiRouter()
    .openapi(notificationRoutes.next, async (c) => {
      const { cookie } = c.req.valid('query')
      c.header('Cache-Control', 'no-store')
      const at = now()
      const active = (await published()).filter(
        (row) => isActive(row, at) && (row.audience === null || row.audience.includes(cookie)),
      )
      if (active.length === 0) return c.body(null, 204)
      readsOfBrowser ??= prepareReadsOfBrowser()
      const read = await readsOfBrowser.execute({ browserId: cookie })
      const readIds = new Set(read.map((row) => row.id))
      const next = active.find((row) => !readIds.has(row.id))
      if (next === undefined) return c.body(null, 204)
      return sendJson(c, encodeJson(answerOf(next)), 200)
    })
    .openapi(notificationRoutes.markAsRead, async (c) => {
      const { cookie } = c.req.valid('query')
      const { id } = c.req.valid('json')
      const [exists] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.id, id))
        .limit(1)
      if (!exists) return c.json({ error: 'Notification not found' }, 404)
      await db
        .insert(notificationReads)
        .values({ notificationId: id, browserId: cookie, readAt: now() })
        .onConflictDoNothing()
      return c.body(null, 204)
    })
}
