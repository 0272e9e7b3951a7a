/** One rejected file or row: `<file>:<line>: <reason>`, file relative to the content folder. */
export type ContentIssue = { file: string; line: number; reason: string }

/** Thrown by a loader to reject its whole file; carries every problem found in it. */
export class ContentError extends Error {
  readonly issues: ContentIssue[]

  constructor(issues: ContentIssue[]) {
    super(issues.map((issue) => formatIssue(issue)).join('\n'))
    this.name = 'ContentError'
    this.issues = issues
  }

  static at(file: string, line: number, reason: string): ContentError {
    return new ContentError([{ file, line, reason }])
  }
}

export function formatIssue(issue: ContentIssue, prefix = ''): string {
  const file = prefix ? `${prefix.replace(/\/+$/, '')}/${issue.file}` : issue.file
  return `${file}:${issue.line}: ${issue.reason}`
}

/**
 * A content file the database could not take because its disk is full: the load stops at that
 * file (every file after it would fail alike) and says which file and why.
 */
export class ContentStoreError extends Error {
  readonly file: string
  readonly code: string
  constructor(file: string, code: string, cause: unknown) {
    super(`${file} could not be stored: the database has no space left (${code})`, { cause })
    this.name = 'ContentStoreError'
    this.file = file
    this.code = code
  }
}
