import type { PageText } from '../src/lib/page-search.ts'

/**
 * The words of a prerendered page the site search indexes besides its title and keywords: the
 * headings of its main content, and the start of its body text (the paragraphs, list items and
 * table cells under `<main>`, in the order they come). The body is cut at a word boundary, so the
 * search's file stays small (the legal pages run to many thousands of words); what a page is about
 * is near its top.
 */
export const PAGE_TEXT_LIMITS = { headings: 600, text: 1_000 } as const

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
}

/** The text of an HTML fragment: tags out, entities read, white space folded. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) {
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16))
      }
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)))
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** `text` cut at the last word boundary within `length` characters. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text
  const within = text.slice(0, length + 1)
  const end = within.lastIndexOf(' ')
  return (end > 0 ? within.slice(0, end) : within.slice(0, length)).trim()
}

/** A page's headings and body text from its rendered HTML (the app's markup, not a whole document). */
export function pageText(html: string): PageText {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  // Hidden text (a visually hidden label, an icon's name) is for screen readers, not the index.
  const shown = main
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<span class="sr-only">[\s\S]*?<\/span>/g, ' ')
  const headings = [...shown.matchAll(/<h([23])\b[^>]*>([\s\S]*?)<\/h\1>/g)]
    .map((match) => textOf(match[2] ?? ''))
    .filter(Boolean)
  const body = [...shown.matchAll(/<(p|li|dd|td|figcaption)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) => textOf(match[2] ?? ''))
    .filter(Boolean)
  return {
    headings: cut([...new Set(headings)].join(' · '), PAGE_TEXT_LIMITS.headings),
    text: cut([...new Set(body)].join(' '), PAGE_TEXT_LIMITS.text),
  }
}
