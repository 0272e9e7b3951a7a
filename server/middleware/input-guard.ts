import type { MiddlewareHandler } from 'hono'
import { invalidRequest, type Issue } from './validation.ts'

const NUL = 'must not contain a NUL character'
const NOT_UTF8 = 'is not valid UTF-8'

/** A UTF-16 surrogate without its pair: not a character, and not encodable as UTF-8. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export const isWellFormed = (text: string) => !LONE_SURROGATE.test(text)

/** The first problem of a decoded text: a NUL (Postgres text refuses it) or a lone surrogate. */
function problemOf(text: string): string | null {
  if (text.includes('\0')) return NUL
  if (!isWellFormed(text)) return NOT_UTF8
  return null
}

function decodeComponent(raw: string): string | null {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '))
  } catch {
    return null
  }
}

/** Walks parsed JSON; the first bad string (key or value) gives an issue at its path. */
function jsonIssue(value: unknown, path: string[]): Issue | null {
  if (typeof value === 'string') {
    const problem = problemOf(value)
    return problem ? { path: path.join('.'), message: problem } : null
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const issue = jsonIssue(item, [...path, String(index)])
      if (issue) return issue
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = problemOf(key)
      if (keyProblem) return { path: path.join('.'), message: `has a key that ${keyProblem}` }
      const issue = jsonIssue(item, [...path, key])
      if (issue) return issue
    }
  }
  return null
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Every text input is UTF-8 without NUL characters: the path, the query and a JSON body are
 * checked before any validator, handler or database sees them, and a bad one gets 400 with the
 * place it was found. (Postgres refuses NUL in text, which answered 500 before.)
 */
export function rejectBadText(): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url
    const pathStart = url.indexOf('/', url.indexOf('//') + 2)
    const queryStart = url.indexOf('?', pathStart)
    const path = url.slice(pathStart, queryStart < 0 ? undefined : queryStart)
    for (const segment of path.split('/')) {
      const decoded = decodeComponent(segment)
      const problem = decoded === null ? NOT_UTF8 : problemOf(decoded)
      if (problem) return invalidRequest(c, [{ path: 'path', message: problem }])
    }
    if (queryStart >= 0) {
      for (const pair of url.slice(queryStart + 1).split('&')) {
        const [rawName = '', rawValue = ''] = pair.split('=', 2)
        const name = decodeComponent(rawName)
        const value = decodeComponent(rawValue)
        const label = name !== null && problemOf(name) === null ? name : 'parameter'
        const problem =
          name === null || value === null ? NOT_UTF8 : (problemOf(name) ?? problemOf(value))
        if (problem) return invalidRequest(c, [{ path: `query.${label}`, message: problem }])
      }
    }

    const method = c.req.method
    if (method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS') {
      const bytes = await c.req.arrayBuffer()
      if (bytes.byteLength > 0) {
        let text: string
        try {
          text = strictUtf8.decode(bytes)
        } catch {
          return invalidRequest(c, [{ path: 'body', message: NOT_UTF8 }])
        }
        if ((c.req.header('content-type') ?? '').includes('json')) {
          let parsed: unknown
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = undefined // the route's validator answers malformed JSON
          }
          const issue = jsonIssue(parsed, ['json'])
          if (issue) return invalidRequest(c, [issue])
        } else {
          const problem = problemOf(text)
          if (problem) return invalidRequest(c, [{ path: 'body', message: problem }])
        }
      }
    }
    return next()
  }
}
