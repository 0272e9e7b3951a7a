import { createHash } from 'node:crypto'
import { ContentError } from './errors.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/** The file's text, or a line-1 error when it is not UTF-8. A leading BOM is dropped. */
export function decodeUtf8(bytes: Uint8Array, file: string): string {
  try {
    return utf8.decode(bytes).replace(/^\uFEFF/, '')
  } catch {
    throw ContentError.at(file, 1, 'not valid UTF-8 text')
  }
}

export function sha256(...parts: (Uint8Array | string)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) hash.update(part)
  return hash.digest('hex')
}

/** A bare file name (no folders, no "..", no hidden files) with one of the given extensions. */
export function isSafeFileName(name: string, extensions: readonly string[]): boolean {
  return (
    /^[A-Za-z0-9][A-Za-z0-9._-]*$/.test(name) &&
    !name.includes('..') &&
    extensions.some((extension) => name.toLowerCase().endsWith(extension))
  )
}

/** YYYY-MM-DD that names a real calendar day. */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

export const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
