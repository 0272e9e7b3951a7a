import { createHash } from 'node:crypto'

/**
 * The Content-Security-Policy source that allows an inline script whose text is exactly `text`
 * (`'sha256-<base64>'`): what a browser hashes is the element's text as written, byte for byte.
 */
export function inlineScriptSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
