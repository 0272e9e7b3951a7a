import { readFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { eq, notInArray } from 'drizzle-orm'
import { z } from 'zod'
import { indexFormats, indexPoints, indexSeries } from '../../db/schema.ts'
import { parseCsv, sameHeader } from '../csv-source.ts'
import { ContentError, type ContentIssue } from '../errors.ts'
import { defineUnit, isFile, listFiles, readIfExists, type ContentKind } from '../kind.ts'
import { decodeUtf8, kebabCase, sha256 } from '../source-text.ts'
import { parseYaml, validate } from '../yaml-source.ts'

const SERIES = 'indices/series.yaml'

const seriesSchema = z.array(
  z.strictObject({
    id: z.string().regex(kebabCase, 'must be kebab-case'),
    name: z.string().trim().min(1).max(120),
    description: z.string().trim().min(1).max(1000),
    unit: z.string().trim().min(1).max(40),
    format: z.enum(indexFormats),
    illustrative: z.boolean(),
    file: z.string(),
    source: z.string().trim().min(1).max(300),
  }),
)

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const NUMBER = /^-?\d+(?:\.\d+)?$/

export const indexSeriesKind: ContentKind = {
  name: 'index series',
  owns: (path) => path === SERIES,
  async discover({ contentDir }) {
    const bytes = await readIfExists(join(contentDir, SERIES))
    if (!bytes) return []
    return [
      defineUnit({
        path: SERIES,
        hash: sha256(bytes),
        parse: async () => {
          const source = parseYaml(decodeUtf8(bytes, SERIES), SERIES)
          const list = validate(seriesSchema, source, SERIES)
          const issues: ContentIssue[] = []
          const seen = new Set<string>()
          for (const [index, series] of list.entries()) {
            if (seen.has(series.id)) {
              issues.push({
                file: SERIES,
                line: source.lineOf([index, 'id']),
                reason: `duplicate id "${series.id}"`,
              })
            }
            seen.add(series.id)
            if (series.file !== `${series.id}.csv`) {
              issues.push({
                file: SERIES,
                line: source.lineOf([index, 'file']),
                reason: `file must be "${series.id}.csv"`,
              })
            } else if (!(await isFile(join(contentDir, 'indices', series.file)))) {
              issues.push({
                file: SERIES,
                line: source.lineOf([index, 'file']),
                reason: `${series.file} is not in content/indices/`,
              })
            }
          }
          if (issues.length > 0) throw new ContentError(issues)
          return list.map((series) => ({
            id: series.id,
            name: series.name,
            description: series.description,
            unit: series.unit,
            format: series.format,
            illustrative: series.illustrative,
            source: series.source,
          }))
        },
        write: async (tx, rows) => {
          for (const row of rows) {
            await tx
              .insert(indexSeries)
              .values(row)
              .onConflictDoUpdate({
                target: indexSeries.id,
                set: { ...row, id: undefined },
              })
          }
          await tx.delete(indexSeries).where(
            notInArray(
              indexSeries.id,
              rows.map((row) => row.id),
            ),
          )
        },
      }),
    ]
  },
  async remove(tx) {
    await tx.delete(indexSeries)
  },
}

/** content/indices/<id>.csv: the monthly points of the series with that id. */
export const indexPointsKind: ContentKind = {
  name: 'index points',
  owns: (path) => path.startsWith('indices/') && path.endsWith('.csv'),
  async discover({ contentDir }) {
    const seriesBytes = (await readIfExists(join(contentDir, SERIES))) ?? ''
    const names = await listFiles(join(contentDir, 'indices'), ['.csv'])
    return Promise.all(
      names.map(async (name) => {
        const path = `indices/${name}`
        const bytes = await readFile(join(contentDir, path))
        const seriesId = basename(name, '.csv')
        return defineUnit({
          path,
          // Reloaded with series.yaml, since removing a series removes its points.
          hash: sha256(sha256(bytes), sha256(seriesBytes)),
          parse: async () => parsePoints(decodeUtf8(bytes, path), path, seriesId),
          write: async (tx, points) => {
            const [series] = await tx
              .select({ id: indexSeries.id })
              .from(indexSeries)
              .where(eq(indexSeries.id, seriesId))
            if (!series)
              throw ContentError.at(path, 1, `no series with id "${seriesId}" in ${SERIES}`)
            await tx.delete(indexPoints).where(eq(indexPoints.seriesId, seriesId))
            if (points.length > 0) await tx.insert(indexPoints).values(points)
          },
        })
      }),
    )
  },
  async remove(tx, path) {
    await tx.delete(indexPoints).where(eq(indexPoints.seriesId, basename(path, '.csv')))
  },
}

function parsePoints(text: string, path: string, seriesId: string) {
  const csv = parseCsv(text, path)
  if (!sameHeader(csv.header, ['month', 'value'])) {
    throw ContentError.at(path, csv.headerLine, 'the header must be month,value')
  }
  const issues: ContentIssue[] = []
  const seen = new Map<string, number>()
  const points: (typeof indexPoints.$inferInsert)[] = []
  for (const { line, cells } of csv.rows) {
    const [month = '', value = ''] = cells
    const problem = !MONTH.test(month)
      ? `month "${month}" must be YYYY-MM`
      : !NUMBER.test(value)
        ? `value "${value}" is not a number (digits, an optional minus and decimal point)`
        : seen.has(month)
          ? `duplicate month ${month} (first on line ${seen.get(month)})`
          : undefined
    if (problem) {
      issues.push({ file: path, line, reason: problem })
      continue
    }
    seen.set(month, line)
    points.push({ seriesId, month: `${month}-01`, value: Number(value) })
  }
  if (issues.length > 0) throw new ContentError(issues)
  return points
}
