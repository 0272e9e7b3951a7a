import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { notifyContentChanged } from '../../content/events.ts'
import { notificationFields, notificationRules } from '../../content/loaders/notifications.ts'
import { notifications } from '../../db/schema.ts'
import { requireAdmin } from '../../middleware/admin-auth.ts'
import { adminNotificationResponse } from '../../contract/notifications.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'

export const newNotification = z
  .object({
    id: z.uuidv4('must be a UUID v4').optional().describe('Left out: a new UUID.'),
    ...notificationFields,
    body: notificationFields.body.describe('Plain text; line breaks are kept.'),
    forcedTakeOver: notificationFields.forcedTakeOver.default(false),
    showDateTimeStamp: notificationFields.showDateTimeStamp.default(false),
    published: notificationFields.published.default(true),
    activeFrom: z.iso.datetime({ offset: true }).optional(),
    activeUntil: z.iso.datetime({ offset: true }).optional(),
    audience: z
      .array(z.uuidv4('must be a UUID v4'))
      .min(1)
      .max(50)
      .optional()
      .describe(
        "Show it only to these browsers (their localStorage notificationId): an editor's preview before publishing it to everyone. Left out: every browser.",
      ),
  })
  .check(notificationRules)

export const notificationIdParams = z.object({
  id: z.uuid('must be a UUID').meta({ example: '3154f937-dcea-4537-93c0-a396bd606e7d' }),
})

const tags: [string] = ['Admin']
const description =
  'Only when the server has ADMIN_TOKEN (404 otherwise); `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.'
const change = (action: 'publish' | 'expire') =>
  apiRoute(
    {
      method: 'post',
      path: `/admin/notifications/{id}/${action}`,
      tags,
      summary:
        action === 'publish'
          ? 'Publishes a notification now (clears an end date already past)'
          : 'Ends a notification now',
      description,
      request: { params: notificationIdParams },
      responses: {
        200: jsonAnswer(adminNotificationResponse, 'Done'),
        404: errorAnswer('No such notification'),
      },
    },
    'admin',
  )
export const adminRoutes = {
  create: apiRoute(
    {
      method: 'post',
      path: '/admin/notifications',
      tags,
      summary: 'Creates a notification (published at once unless published is false)',
      description,
      request: {
        body: { required: true, content: { 'application/json': { schema: newNotification } } },
      },
      responses: {
        201: jsonAnswer(adminNotificationResponse, 'Created'),
        409: errorAnswer('A notification with this id exists'),
      },
    },
    'admin',
  ),
  publish: change('publish'),
  expire: change('expire'),
}

type Row = typeof notifications.$inferSelect
const answer = (row: Row) => ({
  id: row.id,
  published: row.published,
  activeFrom: row.activeFrom?.toISOString() ?? null,
  activeUntil: row.activeUntil?.toISOString() ?? null,
})

/**
 * Editors publish and expire notifications here without a content change. Rows made here are
 * marked `source: 'admin'` so the content sync leaves them alone. A write here changes only the
 * notifications: the caches keep every other read (articles, rendered pages, branches).
 */
export function adminRouter({ db, now, adminToken }: RouteDeps) {
  const update = async (id: string, change: (row: Row) => Partial<Row>) => {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1)
    if (!row) return null
    const [updated] = await db
      .update(notifications)
      .set({ ...change(row), updatedAt: now() })
      .where(eq(notifications.id, id))
      .returning()
    notifyContentChanged([], undefined, ['notifications'])
    return updated ?? null
  }

  const router = apiRouter()
  router.use('/admin/*', requireAdmin(adminToken))
  return router
    .openapi(adminRoutes.create, async (c) => {
      const input = c.req.valid('json')
      const id = input.id ?? randomUUID()
      const [existing] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.id, id))
      if (existing) return c.json({ error: 'A notification with this id exists' }, 409)
      const at = now()
      const [row] = await db
        .insert(notifications)
        .values({
          id,
          title: input.title,
          body: input.body,
          forcedTakeOver: input.forcedTakeOver,
          showDateTimeStamp: input.showDateTimeStamp,
          actionText: input.actionText ?? null,
          actionLink: input.actionLink ?? null,
          closeButtonText: input.closeButtonText ?? null,
          published: input.published,
          activeFrom: input.activeFrom ? new Date(input.activeFrom) : null,
          activeUntil: input.activeUntil ? new Date(input.activeUntil) : null,
          createdAt: at,
          updatedAt: at,
          source: 'admin',
          audience: input.audience ?? null,
        })
        .returning()
      notifyContentChanged([], undefined, ['notifications'])
      if (!row) throw new Error('The notification was not stored')
      return c.json(answer(row), 201)
    })
    .openapi(adminRoutes.publish, async (c) => {
      const at = now()
      const row = await update(c.req.valid('param').id, (current) => ({
        published: true,
        activeUntil: current.activeUntil && current.activeUntil <= at ? null : current.activeUntil,
      }))
      return row ? c.json(answer(row), 200) : c.json({ error: 'Notification not found' }, 404)
    })
    .openapi(adminRoutes.expire, async (c) => {
      const at = now()
      const row = await update(c.req.valid('param').id, (current) => ({
        activeUntil: current.activeUntil && current.activeUntil <= at ? current.activeUntil : at,
      }))
      return row ? c.json(answer(row), 200) : c.json({ error: 'Notification not found' }, 404)
    })
}
