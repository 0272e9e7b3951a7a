import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { documents } from '../../db/schema.ts'
import { ContentError, type ContentIssue } from '../errors.ts'
import { defineUnit, folderHash, isFile, readIfExists, type ContentKind } from '../kind.ts'
import { decodeUtf8, isSafeFileName, sha256 } from '../source-text.ts'
import { parseYaml, validate } from '../yaml-source.ts'

const MANIFEST = 'documents/manifest.yaml'

const entrySchema = z.strictObject({
  guid: z.uuidv4('must be a UUID v4'),
  // Exact: a trailing space is part of the description the site asks for.
  description: z.string().min(1).max(200),
  file: z.string().min(1),
  contentType: z.literal('application/pdf', 'must be application/pdf'),
  title: z.string().trim().min(1).max(200),
})
const manifestSchema = z.array(entrySchema)

/** content/documents/manifest.yaml and the PDF files it names, loaded as one unit. */
export const documentsKind: ContentKind = {
  name: 'documents',
  owns: (path) => path === MANIFEST,
  async discover({ contentDir }) {
    const folder = join(contentDir, 'documents')
    const bytes = await readIfExists(join(contentDir, MANIFEST))
    if (!bytes) return []
    return [
      defineUnit({
        path: MANIFEST,
        hash: await folderHash(folder),
        parse: async () => {
          const source = parseYaml(decodeUtf8(bytes, MANIFEST), MANIFEST)
          const entries = validate(manifestSchema, source, MANIFEST)
          const issues: ContentIssue[] = []
          const rows: (typeof documents.$inferInsert)[] = []
          const seen = {
            guid: new Set<string>(),
            description: new Set<string>(),
            file: new Set<string>(),
          }
          for (const [index, entry] of entries.entries()) {
            const at = (key: string, reason: string) =>
              issues.push({ file: MANIFEST, line: source.lineOf([index, key]), reason })
            for (const key of ['guid', 'description', 'file'] as const) {
              if (seen[key].has(entry[key])) at(key, `duplicate ${key} "${entry[key]}"`)
              seen[key].add(entry[key])
            }
            if (!isSafeFileName(entry.file, ['.pdf'])) {
              at(
                'file',
                `file must be the name of a .pdf in content/documents/ (no folders, no ".."), not "${entry.file}"`,
              )
              continue
            }
            const filePath = join(folder, entry.file)
            if (!(await isFile(filePath))) {
              at('file', `${entry.file} is not in content/documents/`)
              continue
            }
            const pdf = await readFile(filePath)
            if (pdf.subarray(0, 5).toString('latin1') !== '%PDF-') {
              at('file', `${entry.file} is not a PDF file`)
              continue
            }
            rows.push({
              guid: entry.guid,
              description: entry.description,
              title: entry.title,
              fileName: entry.file,
              contentType: entry.contentType,
              size: pdf.byteLength,
              etag: sha256(pdf),
            })
          }
          if (issues.length > 0) throw new ContentError(issues)
          return rows
        },
        write: async (tx, rows) => {
          // Replaced as a whole: a description may move between guids within one edit.
          await tx.delete(documents)
          if (rows.length > 0) await tx.insert(documents).values(rows)
        },
      }),
    ]
  },
  async remove(tx) {
    await tx.delete(documents)
  },
}
