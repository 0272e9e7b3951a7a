// Reads the legal documents in content/legal/*.md (privacy statement, terms of use, PAIA manual):
// the one source of each, for the site (scripts/legal-documents-plugin.ts) and for the PDF
// (scripts/make-documents.ts). Runs at build time only; the browser gets the result as data.
//
// The Markdown is a small, fixed subset, so that the page and the PDF can show all of it: see
// "Legal documents" in content/README.md. Anything else is refused with the file, line and reason.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Lexer, type Token, type Tokens } from 'marked'
import { parseDocument } from 'yaml'
import { z } from 'zod'
import { typographic } from '../server/content/markdown.ts'
import {
  legalPlaceholders,
  type LegalBlock,
  type LegalDocument,
  type LegalLink,
  type LegalSection,
  type LegalSubsection,
  type LegalText,
} from '../src/content/legal-document.ts'

export const LEGAL_DIR = fileURLToPath(new URL('../content/legal', import.meta.url))

/** A document that cannot be read: `content/legal/<file>:<line>: <reason>`. */
export class LegalDocumentError extends Error {
  override name = 'LegalDocumentError'
}

const isoDate = z.string({ error: 'must be a date YYYY-MM-DD' }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}, 'must be a real date YYYY-MM-DD')
const text = (max: number) => z.string({ error: 'must be text' }).trim().min(1).max(max)

const frontMatterSchema = z.strictObject({
  title: text(120),
  summary: text(800),
  description: text(160).min(70, 'must be at least 70 characters'),
  updated: isoDate,
  version: z.string({ error: "must be text: put it in quotes ('2.0')" }).trim().min(1).optional(),
  subtitle: text(120).optional(),
  documents: z.boolean({ error: 'must be true or false' }).default(false),
  callToAction: z.strictObject({
    heading: text(120),
    text: text(300),
    links: z
      .array(z.strictObject({ label: text(60), path: text(300) }))
      .min(1, 'give at least one link'),
  }),
})

/** Reads every `<name>.md` in `dir`, by name, in name order. */
export function readLegalDocuments(dir = LEGAL_DIR): Record<string, LegalDocument> {
  const documents: Record<string, LegalDocument> = {}
  for (const file of legalDocumentFiles(dir)) {
    documents[file.replace(/\.md$/, '')] = parseLegalDocument(
      readFileSync(join(dir, file), 'utf8'),
      `content/legal/${file}`,
    )
  }
  return documents
}

export function legalDocumentFiles(dir = LEGAL_DIR): string[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.md') && file.toLowerCase() !== 'readme.md')
    .sort()
}

/** One document's Markdown (`source`), named `file` in messages. */
export function parseLegalDocument(source: string, file: string): LegalDocument {
  const fail: (line: number, reason: string) => never = (line, reason) => {
    throw new LegalDocumentError(`${file}:${line}: ${reason}`)
  }
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (lines[0]?.trim() !== '---')
    fail(1, 'the file must start with front matter between two "---" lines')
  const closing = lines.findIndex((line, index) => index > 0 && line.trim() === '---')
  if (closing < 0) fail(1, 'the front matter has no closing "---" line')

  const frontSource = lines.slice(1, closing).join('\n')
  const yaml = parseDocument(frontSource)
  const lineOf = (offset: number | undefined) =>
    offset === undefined ? 2 : 2 + (frontSource.slice(0, offset).match(/\n/g)?.length ?? 0)
  if (yaml.errors.length > 0) {
    const [error] = yaml.errors
    fail(
      lineOf(error?.pos[0]),
      `the front matter is not valid YAML: ${error?.message.split('\n')[0]}`,
    )
  }
  const values: unknown = yaml.toJS() ?? {}
  const parsed = frontMatterSchema.safeParse(values)
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    const path = issue?.path ?? []
    const node = path.length > 0 ? yaml.getIn(path, true) : undefined
    const range = (node as { range?: [number, number, number] } | undefined)?.range
    const field = path.length > 0 ? `${path.join('.')} ` : ''
    const reason =
      issue?.code === 'unrecognized_keys'
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}`
        : issue?.code === 'invalid_type' && valueAt(values, path) === undefined
          ? `${field}is missing`
          : `${field}${issue?.message ?? 'is wrong'}`
    fail(range ? lineOf(range[0]) : 2, `front matter: ${reason}`)
  }
  const front = parsed.data!

  const bodyStart = closing + 1 // zero-based index of the first body line
  const sections = parseBody(lines.slice(bodyStart).join('\n'), bodyStart, fail)
  const document: LegalDocument = {
    title: typographic(front.title),
    summary: typographic(front.summary),
    description: typographic(front.description),
    updated: front.updated,
    ...(front.version ? { version: front.version } : {}),
    ...(front.subtitle ? { subtitle: typographic(front.subtitle) } : {}),
    documents: front.documents,
    callToAction: {
      heading: typographic(front.callToAction.heading),
      text: typographic(front.callToAction.text),
      links: front.callToAction.links,
    },
    sections,
  }
  checkPlaceholders(JSON.stringify(document), fail)
  return document
}

function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (at, key) =>
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined,
    value,
  )
}

function checkPlaceholders(json: string, fail: (line: number, reason: string) => never) {
  for (const [, name] of json.matchAll(/\{([^{}"]*)\}/g)) {
    if (!(legalPlaceholders as readonly string[]).includes(name ?? '')) {
      const known = legalPlaceholders.map((each) => `{${each}}`).join(', ')
      fail(1, `unknown placeholder {${name}}: use ${known}`)
    }
  }
}

function parseBody(
  markdown: string,
  firstLine: number,
  fail: (line: number, reason: string) => never,
): LegalSection[] {
  type Part = LegalSubsection & { blocks: LegalBlock[] }
  const sections: { section: LegalSection; line: number; blocks: LegalBlock[]; parts: Part[] }[] =
    []
  const ids = new Set<string>()
  let offset = 0

  for (const token of new Lexer({ gfm: true }).lex(markdown)) {
    const line = firstLine + 1 + (markdown.slice(0, offset).match(/\n/g)?.length ?? 0)
    offset += token.raw.length
    const at = (reason: string) => fail(line, reason)
    if (token.type === 'space') continue
    const current = sections.at(-1)
    if (token.type === 'heading') {
      const { heading, id } = headingParts(inlineText(token.tokens ?? [], at), at)
      if (token.depth === 2) {
        const sectionId = id ?? slug(heading)
        if (ids.has(sectionId)) at(`the id "${sectionId}" is used twice`)
        ids.add(sectionId)
        sections.push({ section: { id: sectionId, heading }, line, blocks: [], parts: [] })
      } else if (token.depth === 3) {
        if (!current) at('a ### heading must be inside a ## section')
        if (id) {
          if (ids.has(id)) at(`the id "${id}" is used twice`)
          ids.add(id)
        }
        current!.parts.push({ ...(id ? { id } : {}), heading, blocks: [] })
      } else {
        at('use ## for a section and ### for a part of one; other heading levels are not shown')
      }
      continue
    }
    if (!current) at('the text must start with a ## section heading')
    const into = current!.parts.at(-1)?.blocks ?? current!.blocks
    const lead = leadOf(token)
    if (lead !== undefined && current!.blocks.length === 0 && current!.parts.length === 0) {
      if (current!.section.lead) at('a section has one lead sentence')
      current!.section.lead = typographic(lead)
      continue
    }
    into.push(block(token, at))
  }

  if (sections.length === 0) fail(firstLine + 1, 'the document has no ## sections')
  return sections.map(({ section, line, blocks, parts }) => {
    if (blocks.length === 0 && parts.length === 0) fail(line, 'the section is empty')
    return {
      ...section,
      ...(blocks.length > 0 ? { blocks } : {}),
      ...(parts.length > 0 ? { subsections: parts } : {}),
    }
  })
}

/** `Heading {#id}` to its words and id. */
function headingParts(words: string, at: (reason: string) => never) {
  const match = /^(.*?)\s*\{#([^}]*)\}$/.exec(words)
  if (!match) return { heading: words, id: undefined }
  const id = match[2] ?? ''
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(id)) at(`the id "${id}" must be kebab-case, e.g. {#fees}`)
  return { heading: match[1] ?? '', id }
}

const slug = (heading: string) =>
  heading
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** A paragraph that is all italics, directly under a `##` heading: the section's lead. */
function leadOf(token: Token): string | undefined {
  if (token.type !== 'paragraph') return undefined
  const [only, ...rest] = token.tokens ?? []
  if (only?.type !== 'em' || rest.length > 0) return undefined
  return (only as Tokens.Em).text
}

function block(token: Token, at: (reason: string) => never): LegalBlock {
  switch (token.type) {
    case 'paragraph':
      return runningText(token.tokens ?? [], at)
    case 'list': {
      const list = token as Tokens.List
      const items = list.items.map((item) => itemTokens(item, at))
      const details = items.map(detailOf)
      if (details.every((detail) => detail !== undefined)) {
        if (list.ordered) at('a list of details (- **Term:** text) must be a bulleted list')
        return {
          details: details.map((detail) => ({
            term: typographic(detail!.term),
            text: runningText(detail!.rest, at),
          })),
        }
      }
      const texts = items.map((tokens) => runningText(tokens, at))
      if (list.ordered) {
        if (list.start !== 1 && list.start !== '') at('a numbered list must start at 1')
        return { list: texts, ordered: true }
      }
      return { list: texts }
    }
    case 'blockquote': {
      const quote = token as Tokens.Blockquote
      const paragraphs = quote.tokens.filter((each) => each.type !== 'space')
      if (paragraphs.length !== 1 || paragraphs[0]?.type !== 'paragraph') {
        at('a notice (> text) must be one paragraph')
      }
      return { notice: runningText((paragraphs[0] as Tokens.Paragraph).tokens, at) }
    }
    default:
      return at(`${describe(token)} is not supported in a legal document`)
  }
}

const describe = (token: Token) =>
  ({
    code: 'a code block',
    table: 'a table',
    hr: 'a horizontal rule',
    html: 'HTML',
    def: 'a link definition',
  })[token.type] ?? `"${token.type}"`

/** A list item's inline tokens; a nested list or a second paragraph is refused. */
function itemTokens(item: Tokens.ListItem, at: (reason: string) => never): Token[] {
  if (item.task) at('a task list is not supported in a legal document')
  const blocks = item.tokens.filter((each) => each.type !== 'space')
  const [only] = blocks
  if (blocks.length !== 1 || (only?.type !== 'text' && only?.type !== 'paragraph')) {
    at('a list item must be one line of text (no nested lists or second paragraphs)')
  }
  return (only as Tokens.Text | Tokens.Paragraph).tokens ?? []
}

/** `**Term:** text`: a detail. */
function detailOf(tokens: Token[]): { term: string; rest: Token[] } | undefined {
  const [first, ...rest] = tokens
  if (first?.type !== 'strong') return undefined
  const term = (first as Tokens.Strong).text.trim()
  if (!term.endsWith(':')) return undefined
  const [next, ...after] = rest
  if (next?.type === 'text' && 'text' in next) {
    const trimmed = next.text.replace(/^\s+/, '')
    return {
      term: term.slice(0, -1).trim(),
      rest: trimmed ? [{ ...next, raw: trimmed, text: trimmed }, ...after] : after,
    }
  }
  return { term: term.slice(0, -1).trim(), rest }
}

/** Plain words, for headings: no links or formatting. */
function inlineText(tokens: Token[], at: (reason: string) => never): string {
  const parts = inlineParts(tokens, at)
  if (parts.some((part) => typeof part !== 'string')) at('a heading cannot hold a link')
  return typographic(parts.join('').trim())
}

/**
 * Words with links, typeset as one sentence: each link's label is marked with private-use
 * characters, so that quotes next to a link curl the right way.
 */
function runningText(tokens: Token[], at: (reason: string) => never): LegalText {
  const parts = inlineParts(tokens, at)
  const marked = parts
    .map((part) => (typeof part === 'string' ? part : `\uE000${part.label}\uE001`))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
  const pieces = typographic(marked).split(/\uE000|\uE001/)
  const links = parts.filter((part): part is LegalLink => typeof part !== 'string')
  const result: (string | LegalLink)[] = []
  pieces.forEach((piece, index) => {
    if (index % 2 === 1) result.push({ label: piece, path: links[(index - 1) / 2]!.path })
    else if (piece) result.push(piece)
  })
  return result.length === 1 && typeof result[0] === 'string' ? result[0] : result
}

function inlineParts(tokens: Token[], at: (reason: string) => never): (string | LegalLink)[] {
  const parts: (string | LegalLink)[] = []
  for (const token of tokens) {
    if (token.type === 'text' || token.type === 'escape') {
      if ('tokens' in token && token.tokens) parts.push(...inlineParts(token.tokens, at))
      else parts.push((token as Tokens.Text).text)
    } else if (token.type === 'link') {
      const link = token as Tokens.Link
      const label = inlineParts(link.tokens, at)
      if (label.some((part) => typeof part !== 'string')) at('a link cannot hold another link')
      if (!/^(\/|#|https:\/\/|mailto:)/.test(link.href)) {
        at(`the link to "${link.href}" must be a path (/contact-us), https:// or mailto:`)
      }
      parts.push({ label: label.join(''), path: link.href })
    } else if (token.type === 'br') {
      parts.push(' ')
    } else {
      const what =
        token.type === 'strong' || token.type === 'em'
          ? '**bold** and *italics* (except a details term or a lead)'
          : token.type === 'codespan'
            ? '`code`'
            : token.type === 'image'
              ? 'an image'
              : token.type === 'html'
                ? 'HTML'
                : `"${token.type}"`
      at(`${what} is not supported in a legal document`)
    }
  }
  return parts
}
