import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml'
import type { z } from 'zod'
import { ContentError, type ContentIssue } from './errors.ts'

export type YamlSource = {
  value: unknown
  /** The line of the key at `path` (or of the nearest parent that exists), 1-based in the file. */
  lineOf: (path: readonly PropertyKey[]) => number
}

/**
 * Parses YAML keeping positions, so a zod issue can name the line of the bad key.
 * `firstLine` is the file line the text starts on (2 for front matter after '---').
 */
export function parseYaml(text: string, file: string, firstLine = 1): YamlSource {
  const lineCounter = new LineCounter()
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true })
  const toFileLine = (offset: number) => lineCounter.linePos(offset).line + firstLine - 1
  if (doc.errors.length > 0) {
    throw new ContentError(
      doc.errors.map((error) => ({
        file,
        line: toFileLine(error.pos[0]),
        reason: `invalid YAML: ${firstSentence(error.message)}`,
      })),
    )
  }
  const lineOf = (path: readonly PropertyKey[]) => {
    let node: unknown = doc.contents
    let line = node && hasRange(node) ? toFileLine(node.range[0]) : firstLine
    for (const segment of path) {
      if (isMap(node)) {
        const pair = node.items.find(
          (item) => isScalar(item.key) && String(item.key.value) === String(segment),
        )
        if (!pair) break
        if (hasRange(pair.key)) line = toFileLine(pair.key.range[0])
        node = pair.value
      } else if (isSeq(node) && typeof segment === 'number') {
        node = node.items[segment]
        if (hasRange(node)) line = toFileLine(node.range[0])
        else break
      } else {
        break
      }
    }
    return line
  }
  return { value: doc.toJS(), lineOf }
}

/** Validates with zod; every issue becomes `<file>:<line of the key>: <key>: <message>`. */
export function validate<T extends z.ZodType>(
  schema: T,
  source: YamlSource,
  file: string,
  basePath: readonly PropertyKey[] = [],
): z.output<T> {
  const value = basePath.reduce<unknown>(
    (current, key) => (current as Record<PropertyKey, unknown> | undefined)?.[key],
    source.value,
  )
  const result = schema.safeParse(value, { reportInput: true })
  if (result.success) return result.data
  throw new ContentError(zodIssues(result.error, file, source.lineOf, basePath))
}

export function zodIssues(
  error: z.ZodError,
  file: string,
  lineOf: (path: readonly PropertyKey[]) => number,
  basePath: readonly PropertyKey[] = [],
): ContentIssue[] {
  return error.issues.map((issue) => {
    const path = [...basePath, ...issue.path]
    if (issue.code === 'unrecognized_keys') {
      const key = issue.keys[0] ?? ''
      return {
        file,
        line: lineOf([...path, key]),
        reason: `${describePath(path)}unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')}`,
      }
    }
    const missing = issue.code === 'invalid_type' && issue.input === undefined
    return {
      file,
      line: lineOf(path),
      reason: missing
        ? `${describePath(path.slice(0, -1))}missing "${String(path.at(-1) ?? 'value')}"`
        : `${describePath(path)}${issue.message}`,
    }
  })
}

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return ''
  return `${path
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : String(segment)))
    .join('.')
    .replace(/\.\[/g, '[')}: `
}

function hasRange(node: unknown): node is Node & { range: [number, number, number] } {
  return typeof node === 'object' && node !== null && Array.isArray((node as Node).range)
}

function firstSentence(message: string): string {
  return message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? message
}
