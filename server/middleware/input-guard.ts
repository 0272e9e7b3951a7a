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

/** JSON bodies nest no deeper than this: none of the API's bodies goes past three levels. */
export const MAX_JSON_DEPTH = 32

/**
 * Whether JSON text opens more than `max` arrays and objects inside one another, read in one pass
 * over the text (strings skipped), before anything parses or walks it: a body nested thousands
 * deep costs nothing to refuse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index += 1 // a backslash escapes the next character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) {
      inString = true
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1
      if (depth > max) return true
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1
    }
  }
  return false
}

type Walked = { value: unknown; key: string; parent: Walked | null; objectKey: boolean }

/** The path of a walked value, `json.a.0.b`, built only for the value that has an issue. */
function pathOf(node: Walked | null): string {
  const keys: string[] = []
  for (let at = node; at !== null; at = at.parent) keys.push(at.key)
  return keys.reverse().join('.')
}

/**
 * Walks parsed JSON with a stack of its own (no recursion, no copied paths); the first bad string
 * (key or value), in document order, gives an issue at its path.
 */
function jsonIssue(value: unknown): Issue | null {
  const stack: Walked[] = [{ value, key: 'json', parent: null, objectKey: false }]
  while (stack.length > 0) {
    const node = stack.pop() as Walked
    const keyProblem = node.objectKey ? problemOf(node.key) : null
    if (keyProblem) return { path: pathOf(node.parent), message: `has a key that ${keyProblem}` }
    const current = node.value
    if (typeof current === 'string') {
      const problem = problemOf(current)
      if (problem) return { path: pathOf(node), message: problem }
    } else if (current !== null && typeof current === 'object') {
      const array = Array.isArray(current)
      const entries = array
        ? current.map((item, index) => [String(index), item] as const)
        : Object.entries(current)
      // Reversed, so that the first entry is walked first.
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index] as readonly [string, unknown]
        stack.push({ value: item, key, parent: node, objectKey: !array })
      }
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
          if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
            return invalidRequest(c, [
              { path: 'body', message: `nests deeper than ${MAX_JSON_DEPTH} levels` },
            ])
          }
          let parsed: unknown
          try {
            parsed = JSON.parse(text)
          } catch {
            parsed = undefined // the route's validator answers malformed JSON
          }
          const issue = jsonIssue(parsed)
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
