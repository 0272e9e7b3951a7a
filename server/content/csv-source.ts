import { parse } from 'csv-parse/sync'
import { ContentError, type ContentIssue } from './errors.ts'
import { isIsoDate } from './source-text.ts'

export type CsvRow = { line: number; cells: string[] }
export type CsvSource = { header: string[]; headerLine: number; rows: CsvRow[] }

/**
 * Reads a CSV file whose lines starting with '#' are comments (a '#' later in a line is data).
 * With `requireProvenance`, the first two lines must be `# source: ...` and `# as of: YYYY-MM-DD`.
 * Each row keeps its line in the file; a row with the wrong number of cells is an error.
 */
export function parseCsv(
  text: string,
  file: string,
  options: { requireProvenance?: boolean } = {},
): CsvSource {
  if (options.requireProvenance) checkProvenance(text, file)
  let records: { record: string[]; info: { lines: number } }[]
  let lastRecordLine = 0
  try {
    records = parse(text, {
      comment: '#',
      comment_no_infix: true,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      info: true,
      on_record: (record, context) => {
        lastRecordLine = context.lines
        return record
      },
    }) as unknown as { record: string[]; info: { lines: number } }[]
  } catch (error) {
    const line = errorLine(text, error as CsvParseError, lastRecordLine)
    throw ContentError.at(
      file,
      line,
      (error as CsvParseError).code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'invalid CSV: a quote opened in this row is never closed'
        : `invalid CSV: ${(error as Error).message.replace(/^Invalid [^:]*: /, '')}`,
    )
  }
  const [first, ...rest] = records
  if (!first) throw ContentError.at(file, 1, 'no header row')
  const header = first.record
  const issues: ContentIssue[] = []
  const rows: CsvRow[] = []
  for (const { record, info } of rest) {
    // info.lines is the line the record ends on; our records are one line each.
    if (record.length !== header.length) {
      issues.push({
        file,
        line: info.lines,
        reason: `expected ${header.length} columns (${header.join(',')}), found ${record.length}`,
      })
      continue
    }
    rows.push({ line: info.lines, cells: record })
  }
  if (issues.length > 0) throw new ContentError(issues)
  return { header, headerLine: first.info.lines, rows }
}

type CsvParseError = Error & { code?: string; lines?: number }

/**
 * The line to name for a parse error: where csv-parse stopped, except for a quote never closed,
 * which it reports at the end of the file. That one is named where its record starts: the first
 * line after the last record read whole (`lastRecordLine`) that is neither blank nor a comment.
 */
function errorLine(text: string, error: CsvParseError, lastRecordLine: number): number {
  const stopped = error.lines ?? 1
  if (error.code !== 'CSV_QUOTE_NOT_CLOSED') return stopped
  const lines = text.split(/\r?\n/)
  for (let index = lastRecordLine; index < lines.length; index++) {
    const line = lines[index]!.trim()
    if (line !== '' && !line.startsWith('#')) return index + 1
  }
  return stopped
}

export function sameHeader(header: readonly string[], expected: readonly string[]): boolean {
  return (
    header.length === expected.length &&
    header.every((name, index) => name.trim().toLowerCase() === expected[index]?.toLowerCase())
  )
}

function checkProvenance(text: string, file: string) {
  const [first = '', second = ''] = text.split(/\r?\n/, 2)
  if (!/^#\s*source:\s*\S/i.test(first)) {
    throw ContentError.at(file, 1, 'the first line must be "# source: <where the facts come from>"')
  }
  const asOf = /^#\s*as of:\s*(\S+)\s*$/i.exec(second)
  if (!asOf) throw ContentError.at(file, 2, 'the second line must be "# as of: YYYY-MM-DD"')
  if (!isIsoDate(asOf[1] ?? '')) {
    throw ContentError.at(file, 2, `"as of" must be a date YYYY-MM-DD, not "${asOf[1]}"`)
  }
}
