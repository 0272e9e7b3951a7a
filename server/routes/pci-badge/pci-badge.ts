import { join } from 'node:path'
import { desc } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { pciBadges } from '../../db/schema.ts'
import { apiRegistry } from '../../openapi.ts'
import type { RouteDeps } from '../deps.ts'
import { fileInside, sendFile } from '../files/file-response.ts'
import { cachedJson, found, notFound } from '../response-cache.ts'

export const IMAGE_PATH = '/PciBadge/image'

export const badgeResponse = z.object({
  imageUrl: z.string().describe('The image, with a version so a new badge is never served stale.'),
  alt: z.string(),
  validFrom: z.string().describe('YYYY-MM-DD'),
  validUntil: z.string().describe('YYYY-MM-DD'),
  standard: z.string().describe('For example "PCI DSS v4.0.1".'),
})

const tag = 'PCI badge'
apiRegistry.register({
  method: 'get',
  path: '/PciBadge',
  tag,
  summary: 'The latest PCI DSS badge',
  responses: {
    200: { description: 'The badge', schema: badgeResponse },
    404: { description: 'No badge' },
  },
})
apiRegistry.register({
  method: 'get',
  path: IMAGE_PATH,
  tag,
  summary: "The latest badge's image",
  description: 'Loaded by an <img>, so it needs no client headers.',
  auth: 'none',
  responses: {
    200: { description: 'The image', contentType: 'image/svg+xml' },
    304: { description: 'Not modified' },
    404: { description: 'No badge' },
  },
})

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

  return new Hono()
    .get('/PciBadge', (c) =>
      cachedJson(c, cache, async () => {
        const badge = await latest()
        if (!badge) return notFound('PCI badge')
        return found({
          imageUrl: `${apiBase}${IMAGE_PATH}?v=${badge.etag.slice(0, 12)}`,
          alt: badge.alt,
          validFrom: badge.validFrom,
          validUntil: badge.validUntil,
          standard: badge.standard,
        })
      }),
    )
    .get(IMAGE_PATH, async (c) => {
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
