import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { notifyContentChanged } from '../../content/events.ts'
import { notificationFields, notificationRules } from '../../content/loaders/notifications.ts'
import { notifications } from '../../db/schema.ts'
import { requireAdmin } from '../../middleware/admin-auth.ts'
import { validate } from '../../middleware/validation.ts'
import { apiRegistry } from '../../openapi.ts'
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

export const notificationIdParams = z.object({ id: z.uuid('must be a UUID') })

const adminAnswer = z.object({
  id: z.string(),
  published: z.boolean(),
  activeFrom: z.string().nullable(),
  activeUntil: z.string().nullable(),
})

const tag = 'Admin'
const adminDescription =
  'Only when the server has ADMIN_TOKEN (404 otherwise); `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.'
apiRegistry.register({
  method: 'post',
  path: '/admin/notifications',
  tag,
  summary: 'Creates a notification (published at once unless published is false)',
  description: adminDescription,
  body: newNotification,
  auth: 'admin',
  responses: {
    201: { description: 'Created', schema: adminAnswer },
    409: { description: 'A notification with this id exists' },
  },
})
for (const action of ['publish', 'expire'] as const) {
  apiRegistry.register({
    method: 'post',
    path: `/admin/notifications/{id}/${action}`,
    tag,
    summary:
      action === 'publish'
        ? 'Publishes a notification now (clears an end date already past)'
        : 'Ends a notification now',
    description: adminDescription,
    params: notificationIdParams,
    auth: 'admin',
    responses: {
      200: { description: 'Done', schema: adminAnswer },
      404: { description: 'No such notification' },
    },
  })
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

  return new Hono()
    .use('*', requireAdmin(adminToken))
    .post('/notifications', validate('json', newNotification), async (c) => {
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
    .post('/notifications/:id/publish', validate('param', notificationIdParams), async (c) => {
      const at = now()
      const row = await update(c.req.valid('param').id, (current) => ({
        published: true,
        activeUntil: current.activeUntil && current.activeUntil <= at ? null : current.activeUntil,
      }))
      return row ? c.json(answer(row)) : c.json({ error: 'Notification not found' }, 404)
    })
    .post('/notifications/:id/expire', validate('param', notificationIdParams), async (c) => {
      const at = now()
      const row = await update(c.req.valid('param').id, (current) => ({
        activeUntil: current.activeUntil && current.activeUntil <= at ? current.activeUntil : at,
      }))
      return row ? c.json(answer(row)) : c.json({ error: 'Notification not found' }, 404)
    })
}
