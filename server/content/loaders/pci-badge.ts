import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { z } from 'zod'
import { pciBadges } from '../../db/schema.ts'
import { ContentError } from '../errors.ts'
import { defineUnit, folderHash, isFile, readIfExists, type ContentKind } from '../kind.ts'
import { decodeUtf8, isSafeFileName, sha256 } from '../source-text.ts'
import { parseYaml, validate } from '../yaml-source.ts'
import { isoDate } from './blog.ts'

const BADGE = 'pci-badge/badge.yaml'

export const imageContentTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
}

const badgeSchema = z
  .strictObject({
    image: z
      .string()
      .refine(
        (name) => isSafeFileName(name, Object.keys(imageContentTypes)),
        'must be the name of an .svg, .png, .webp or .jpg file in content/pci-badge/',
      ),
    alt: z.string().trim().min(1).max(200),
    validFrom: isoDate,
    validUntil: isoDate,
    standard: z.string().trim().min(1).max(60),
  })
  .refine((badge) => badge.validUntil >= badge.validFrom, {
    path: ['validUntil'],
    message: 'must not be before validFrom',
  })

export const pciBadgeKind: ContentKind = {
  name: 'PCI badge',
  owns: (path) => path === BADGE,
  async discover({ contentDir }) {
    const folder = join(contentDir, 'pci-badge')
    const bytes = await readIfExists(join(contentDir, BADGE))
    if (!bytes) return []
    return [
      defineUnit({
        path: BADGE,
        hash: await folderHash(folder),
        parse: async () => {
          const source = parseYaml(decodeUtf8(bytes, BADGE), BADGE)
          const badge = validate(badgeSchema, source, BADGE)
          const imagePath = join(folder, badge.image)
          if (!(await isFile(imagePath))) {
            throw ContentError.at(
              BADGE,
              source.lineOf(['image']),
              `${badge.image} is not in content/pci-badge/`,
            )
          }
          const image = await readFile(imagePath)
          return {
            imageFile: badge.image,
            contentType:
              imageContentTypes[extname(badge.image).toLowerCase()] ?? 'application/octet-stream',
            etag: sha256(image),
            alt: badge.alt,
            validFrom: badge.validFrom,
            validUntil: badge.validUntil,
            standard: badge.standard,
          }
        },
        write: async (tx, row) => {
          await tx.delete(pciBadges)
          await tx.insert(pciBadges).values(row)
        },
      }),
    ]
  },
  async remove(tx) {
    await tx.delete(pciBadges)
  },
}
