import type { Context } from 'hono'
import { skipCompression } from './middleware/compression.ts'

const WORDS = {
  429: {
    title: 'Too many requests',
    text: 'This address asked for many pages in a short time.',
  },
  503: {
    title: 'Busy',
    text: 'The site is busier than it can answer at the moment.',
  },
} as const

/** A page refused for now (429 or 503), in words a visitor reads, with Retry-After. */
export function busyPage(c: Context, status: 429 | 503, retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds))
  const { title, text } = WORDS[status]
  // A few hundred bytes: compressing them saves nothing, and under a flood of refusals a gzip
  // stream for each was most of the main thread's work (the refusals must stay the cheap answer).
  skipCompression(c)
  return c.html(
    `<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><title>${title}</title>` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>` +
      `<h1>${title}</h1><p>${text} Please try again in ${seconds} seconds.</p></body></html>`,
    status,
    { 'Retry-After': String(seconds), 'Cache-Control': 'no-store' },
  )
}
