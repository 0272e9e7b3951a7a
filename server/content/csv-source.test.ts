// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { parseCsv } from './csv-source.ts'
import { ContentError } from './errors.ts'

/** The issues parseCsv throws for `text`, or none. */
function issuesOf(text: string) {
  try {
    parseCsv(text, 'branches/branches.csv')
    return []
  } catch (error) {
    if (!(error instanceof ContentError)) throw error
    return error.issues
  }
}

describe('parseCsv', () => {
  it('names the line where a quote that is never closed opened, not the end of the file', () => {
    // Line 41 opens a quote; a blank line and comments come before it, rows after it.
    const lines = ['# Branches', 'bank,branch']
    for (let line = 3; line <= 60; line++) {
      if (line === 20) lines.push('')
      else if (line === 21 || line === 40) lines.push('# Rosebank')
      else lines.push(line === 41 ? `absa,"Sandton City ${line}` : `absa,Branch ${line}`)
    }
    expect(issuesOf(`${lines.join('\n')}\n`)).toEqual([
      {
        file: 'branches/branches.csv',
        line: 41,
        reason: 'invalid CSV: a quote opened in this row is never closed',
      },
    ])
  })

  it('reads a quoted cell over two lines and keeps the line each row ends on', () => {
    const { rows } = parseCsv('bank,branch\nabsa,"Sandton\nCity"\nfnb,Rosebank\n', 'b.csv')
    expect(rows).toEqual([
      { line: 3, cells: ['absa', 'Sandton\nCity'] },
      { line: 4, cells: ['fnb', 'Rosebank'] },
    ])
  })
})
