import { join } from 'node:path'
import { desc } from 'drizzle-orm'
import { z } from 'zod'
import { pciBadges } from '../../db/schema.ts'
import { badgeResponse } from '../../contract/pci-badge.ts'
import { apiRoute, apiRouter, errorAnswer, jsonAnswer } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { fileInside, sendFile } from '../files/file-response.ts'
import { cachedJson, notFound, ok } from '../response-cache.ts'

export const IMAGE_PATH = '/PciBadge/image'

const tags: [string] = ['PCI badge']
export const pciBadgeRoutes = {
  badge: apiRoute({
    method: 'get',
    path: '/PciBadge',
    tags,
    summary: 'The latest PCI DSS badge',
    responses: {
      200: jsonAnswer(badgeResponse, 'The badge'),
      404: errorAnswer('No badge'),
    },
  }),
  image: apiRoute(
    {
      method: 'get',
      path: IMAGE_PATH,
      tags,
      summary: "The latest badge's image",
      description: 'Loaded by an <img>, so it needs no client headers.',
      responses: {
        200: {
          description: 'The image',
          content: { 'image/svg+xml': { schema: z.string().meta({ format: 'binary' }) } },
        },
        304: { description: 'Not modified' },
        404: errorAnswer('No badge'),
      },
    },
    'none',
  ),
}

type Badge = typeof pciBadges.$inferSelect

export function pciBadgeRouter({ db, cache, contentDir }: RouteDeps, apiBase: string) {
  const badgeDir = join(contentDir, 'pci-badge')
  const latest = () =>
    cache.remember('pci-badge:latest', async (): Promise<Badge | null> => {
      const [row] = await db
        .select()
        .from(pciBadges)
        .orderBy(desc(pciBadges.validFrom), desc(pciBadges.id))
        .limit(1)
      return row ?? null
    })

  return apiRouter()
    .openapi(pciBadgeRoutes.badge, (c) =>
      cachedJson(c, cache, async () => {
        const badge = await latest()
        if (!badge) return notFound('PCI badge')
        return ok({
          imageUrl: `${apiBase}${IMAGE_PATH}?v=${badge.etag.slice(0, 12)}`,
          alt: badge.alt,
          validFrom: badge.validFrom,
          validUntil: badge.validUntil,
          standard: badge.standard,
        })
      }),
    )
    .openapi(pciBadgeRoutes.image, async (c) => {
      const badge = await latest()
      const path = badge ? fileInside(badgeDir, badge.imageFile) : null
      if (!badge || !path) return c.json({ error: 'PCI badge not found' }, 404)
      return sendFile(c, {
        path,
        contentType: badge.contentType,
        etag: `"${badge.etag}"`,
        cacheControl: 'public, max-age=86400',
      })
    })
}
