import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq, ne } from 'drizzle-orm'
import { z } from 'zod'
import { notifications } from '../../db/schema.ts'
import { ContentError } from '../errors.ts'
import { defineUnit, listFiles, type ContentKind } from '../kind.ts'
import { decodeUtf8, sha256 } from '../source-text.ts'
import { parseYaml, validate } from '../yaml-source.ts'

const instant = z.iso
  .datetime({
    offset: true,
    message: 'must be an ISO date and time with a zone, e.g. 2025-07-01T08:00:00+02:00',
  })
  .transform((value) => new Date(value))

/** An internal path ("/contact-us", not "//host" nor "/\\host") or an https URL. */
export const actionLinkSchema = z
  .string()
  .max(500)
  .refine(
    (value) => /^\/(?!\/)[^\s\\]*$/.test(value) || /^https:\/\/[^\s/?#]+[^\s]*$/.test(value),
    'must be an internal path starting with "/" or an https:// URL',
  )

/**
 * What a notification says and when it shows: the same rules for a content file and for the
 * admin API, so neither can store what the other would reject.
 */
export const notificationFields = {
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(4000),
  forcedTakeOver: z.boolean(),
  showDateTimeStamp: z.boolean(),
  actionText: z.string().trim().min(1).max(60).optional(),
  actionLink: actionLinkSchema.optional(),
  closeButtonText: z.string().trim().min(1).max(60).optional(),
  published: z.boolean(),
}

type NotificationRuleInput = {
  activeFrom?: Date | string | undefined
  activeUntil?: Date | string | undefined
  actionText?: string | undefined
  actionLink?: string | undefined
}

/** The rules across fields: an end after the start, and an action's text and link together. */
export function notificationRules<T extends NotificationRuleInput>(
  context: z.core.ParsePayload<T>,
) {
  const { activeFrom, activeUntil, actionText, actionLink } = context.value
  if (activeFrom && activeUntil && new Date(activeUntil) <= new Date(activeFrom)) {
    context.issues.push({
      code: 'custom',
      input: activeUntil,
      path: ['activeUntil'],
      message: 'must be after activeFrom',
    })
  }
  if ((actionText === undefined) !== (actionLink === undefined)) {
    const missing = actionText === undefined ? 'actionText' : 'actionLink'
    const present = actionText === undefined ? 'actionLink' : 'actionText'
    context.issues.push({
      code: 'custom',
      input: undefined,
      path: [present],
      message: `needs ${missing} as well`,
    })
  }
}

const notificationSchema = z
  .strictObject({
    id: z.uuidv4('must be a UUID v4'),
    ...notificationFields,
    activeFrom: instant.optional(),
    activeUntil: instant.optional(),
    created: instant,
  })
  .check(notificationRules)

/** One notification per YAML file in content/notifications/. */
export const notificationsKind: ContentKind = {
  name: 'notifications',
  owns: (path) => path.startsWith('notifications/'),
  async discover({ contentDir }) {
    const names = await listFiles(join(contentDir, 'notifications'), ['.yaml', '.yml'])
    return Promise.all(
      names.map(async (name) => {
        const path = `notifications/${name}`
        const bytes = await readFile(join(contentDir, path))
        return defineUnit({
          path,
          hash: sha256(bytes),
          parse: async () => {
            const source = parseYaml(decodeUtf8(bytes, path), path)
            return {
              notification: validate(notificationSchema, source, path),
              idLine: source.lineOf(['id']),
            }
          },
          write: async (tx, { notification, idLine }) => {
            const [existing] = await tx
              .select({ source: notifications.source, contentPath: notifications.contentPath })
              .from(notifications)
              .where(eq(notifications.id, notification.id))
            if (existing && (existing.source !== 'content' || existing.contentPath !== path)) {
              const owner = existing.source === 'content' ? existing.contentPath : 'the admin API'
              throw ContentError.at(
                path,
                idLine,
                `id ${notification.id} is already used by ${owner}`,
              )
            }
            // The file's id changed: its previous notification goes.
            await tx
              .delete(notifications)
              .where(
                and(eq(notifications.contentPath, path), ne(notifications.id, notification.id)),
              )
            const { created, ...fields } = notification
            const values = {
              title: fields.title,
              body: fields.body,
              forcedTakeOver: fields.forcedTakeOver,
              showDateTimeStamp: fields.showDateTimeStamp,
              actionText: fields.actionText ?? null,
              actionLink: fields.actionLink ?? null,
              closeButtonText: fields.closeButtonText ?? null,
              published: fields.published,
              activeFrom: fields.activeFrom ?? null,
              activeUntil: fields.activeUntil ?? null,
              createdAt: created,
              source: 'content' as const,
              contentPath: path,
              updatedAt: new Date(),
            }
            await tx
              .insert(notifications)
              .values({ id: notification.id, ...values })
              .onConflictDoUpdate({ target: notifications.id, set: values })
          },
        })
      }),
    )
  },
  async remove(tx, path) {
    await tx
      .delete(notifications)
      .where(and(eq(notifications.contentPath, path), eq(notifications.source, 'content')))
  },
}
