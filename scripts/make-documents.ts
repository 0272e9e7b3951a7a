// Renders our own documents to PDF in content/documents/ and writes content/documents/manifest.yaml.
// Run: npm run content:documents
//
// The privacy statement is made from content/legal/privacy-statement.md, the same Markdown the
// site's /privacy-statement page is made from (scripts/legal-documents.ts reads it), so the two
// cannot disagree. The self-assessment disclosure framework, which has no page, keeps its text in
// scripts/documents/, in a smaller subset: front matter (title, subtitle, version, date), `## `
// headings, paragraphs, `- ` list items and **bold** spans. Anything else is rejected.
//
// The output is deterministic: the PDF dates come from each document's date (`updated` for a
// legal document) and pdf-lib writes no random ids, so re-running without changing the text
// changes no bytes (scripts/make-documents.test.ts checks the committed files) and the content
// sync sees nothing new.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { parse as parseYaml } from 'yaml'
import type {
  LegalBlock,
  LegalDocument,
  LegalPlaceholder,
  LegalText,
} from '../src/content/legal-document.ts'
import { LEGAL_DIR, parseLegalDocument } from './legal-documents.ts'

const ROOT = join(import.meta.dirname, '..')
const SOURCE_DIR = join(ROOT, 'scripts', 'documents')
const OUTPUT_DIR = join(ROOT, 'content', 'documents')

/** The guids and descriptions are part of the public API: never change them for a document. */
export const DOCUMENTS = [
  {
    legal: 'privacy-statement',
    file: 'privacy-statement.pdf',
    guid: 'b7e3c1a2-5d4f-4e8a-9c61-2f0d8a7b3e15',
    description: 'Privacy Statement',
  },
  {
    source: 'self-assessment-disclosure-framework.md',
    file: 'self-assessment-disclosure-framework.pdf',
    guid: '4a9d2f60-81c3-4b7e-a5d2-9e1f0c6b8d47',
    // The trailing space is deliberate: the site looks the document up by this exact string.
    description: 'Self-Assessment Disclosure Framework ',
  },
] as const

/**
 * What a legal document's `{placeholders}` say in the PDF. The PDF is made once and committed,
 * so it must not hold a value that depends on the deployment.
 */
const PDF_PLACEHOLDERS: Record<LegalPlaceholder, string> = {
  contactEmail: 'the e-mail address on our Contact Us page',
}

const ORGANISATION = 'Mzansi Clearing'
const PAGE = { width: 595.28, height: 841.89 } // A4 in points
const MARGIN = { left: 64, right: 64, top: 72, bottom: 72 }
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right
const BRAND = rgb(0x1d / 255, 0x1a / 255, 0x60 / 255)
const ACCENT = rgb(0xf2 / 255, 0xb7 / 255, 0x05 / 255)
const BODY = rgb(0.13, 0.13, 0.16)
const MUTED = rgb(0.35, 0.35, 0.4)

type FrontMatter = { title: string; subtitle?: string; version: string; date: string }
type Block =
  | { kind: 'heading'; text: string; level?: 3 }
  | { kind: 'paragraph'; text: string; muted?: boolean }
  | { kind: 'item'; text: string; number?: number }
  | { kind: 'notice'; text: string }

type Fonts = { regular: PDFFont; bold: PDFFont }
type Word = { text: string; bold: boolean }

type PdfSource = { meta: FrontMatter; blocks: Block[] }

/** A document in the small subset of scripts/documents/. */
function parseDocument(source: string, name: string): PdfSource {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source)
  if (!match) throw new Error(`${name}: front matter between '---' lines is missing`)
  const meta = parseYaml(match[1] ?? '') as Partial<FrontMatter>
  if (!meta.title || !meta.version || !/^\d{4}-\d{2}-\d{2}$/.test(String(meta.date ?? ''))) {
    throw new Error(`${name}: front matter needs title, version and date (YYYY-MM-DD)`)
  }
  const blocks: Block[] = []
  for (const chunk of (match[2] ?? '').split(/\n{2,}/)) {
    const lines = chunk.split('\n').filter((line) => line.trim() !== '')
    if (lines.length === 0) continue
    if (lines[0]?.startsWith('## ')) {
      if (lines.length > 1) throw new Error(`${name}: a heading must be followed by a blank line`)
      blocks.push({ kind: 'heading', text: lines[0].slice(3).trim() })
    } else if (lines.every((line) => line.startsWith('- '))) {
      for (const line of lines) blocks.push({ kind: 'item', text: line.slice(2).trim() })
    } else if (lines.some((line) => /^(#|- |\d+\. |>|\||<)/.test(line))) {
      throw new Error(`${name}: unsupported Markdown near "${lines[0]}"`)
    } else {
      blocks.push({ kind: 'paragraph', text: lines.join(' ') })
    }
  }
  return { meta: meta as FrontMatter, blocks }
}

/** A legal document (content/legal/) as the PDF shows it: its sections numbered, links as words. */
export function fromLegalDocument(document: LegalDocument, name: string): PdfSource {
  if (!document.version) {
    throw new Error(`content/legal/${name}: the front matter needs a version for the PDF`)
  }
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (match, key: string) =>
      key in PDF_PLACEHOLDERS ? PDF_PLACEHOLDERS[key as LegalPlaceholder] : match,
    )
  const plain = (text: LegalText): string =>
    fill(
      typeof text === 'string'
        ? text
        : text.map((part) => (typeof part === 'string' ? part : linkWords(part))).join(''),
    )
  const blocks: Block[] = [{ kind: 'paragraph', text: fill(document.summary) }]
  const add = (block: LegalBlock) => {
    if (isText(block)) {
      blocks.push({ kind: 'paragraph', text: plain(block) })
    } else if ('list' in block) {
      block.list.forEach((item, index) =>
        blocks.push({
          kind: 'item',
          text: plain(item),
          ...(block.ordered ? { number: index + 1 } : {}),
        }),
      )
    } else if ('details' in block) {
      for (const { term, text } of block.details) {
        blocks.push({ kind: 'item', text: `**${term}:** ${plain(text)}` })
      }
    } else {
      blocks.push({ kind: 'notice', text: plain(block.notice) })
    }
  }
  document.sections.forEach((section, index) => {
    blocks.push({ kind: 'heading', text: `${index + 1}. ${section.heading}` })
    if (section.lead) blocks.push({ kind: 'paragraph', text: fill(section.lead), muted: true })
    section.blocks?.forEach(add)
    for (const subsection of section.subsections ?? []) {
      blocks.push({ kind: 'heading', text: subsection.heading, level: 3 })
      subsection.blocks.forEach(add)
    }
    section.closing?.forEach(add)
  })
  return {
    meta: {
      title: document.title,
      ...(document.subtitle ? { subtitle: document.subtitle } : {}),
      version: document.version,
      date: document.updated,
    },
    blocks,
  }
}

const isText = (block: LegalBlock): block is LegalText =>
  typeof block === 'string' || Array.isArray(block)

/** A link's words on paper: its label, and the address when it is a web address not yet named. */
function linkWords({ label, path }: { label: string; path: string }): string {
  if (!path.startsWith('https://')) return label
  const address = path.replace(/^https:\/\//, '').replace(/\/$/, '')
  return address.startsWith(label) || label.includes(address) ? label : `${label} (${address})`
}

function words(text: string): Word[] {
  const result: Word[] = []
  text.split('**').forEach((segment, index) => {
    for (const word of segment.split(/\s+/)) {
      if (word) result.push({ text: word, bold: index % 2 === 1 })
    }
  })
  return result
}

function wrap(text: string, fonts: Fonts, size: number, width: number): Word[][] {
  const lines: Word[][] = []
  let line: Word[] = []
  let lineWidth = 0
  const space = fonts.regular.widthOfTextAtSize(' ', size)
  for (const word of words(text)) {
    const wordWidth = (word.bold ? fonts.bold : fonts.regular).widthOfTextAtSize(word.text, size)
    const needed = line.length === 0 ? wordWidth : lineWidth + space + wordWidth
    if (needed > width && line.length > 0) {
      lines.push(line)
      line = [word]
      lineWidth = wordWidth
    } else {
      line.push(word)
      lineWidth = needed
    }
  }
  if (line.length > 0) lines.push(line)
  return lines
}

function formatDate(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number)
  const name = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  })
  return `${day} ${name} ${year}`
}

const boldFonts = (fonts: Fonts): Fonts => ({ regular: fonts.bold, bold: fonts.bold })

class Writer {
  page!: PDFPage
  y = 0
  constructor(
    readonly pdf: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage()
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height])
    this.y = PAGE.height - MARGIN.top
  }

  ensure(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage()
  }

  text(
    text: string,
    options: {
      size: number
      leading: number
      colour?: typeof BODY
      indent?: number
      bold?: boolean
    },
  ) {
    const indent = options.indent ?? 0
    const fonts = options.bold ? boldFonts(this.fonts) : this.fonts
    for (const line of wrap(text, fonts, options.size, TEXT_WIDTH - indent)) {
      this.ensure(options.leading)
      this.y -= options.leading
      let x = MARGIN.left + indent
      for (const word of line) {
        const font = word.bold ? fonts.bold : fonts.regular
        this.page.drawText(word.text, {
          x,
          y: this.y,
          size: options.size,
          font,
          color: options.colour ?? BODY,
        })
        x += font.widthOfTextAtSize(`${word.text} `, options.size)
      }
    }
  }
}

export async function render({ meta, blocks }: PdfSource): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false })
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  const date = new Date(`${meta.date}T00:00:00Z`)
  pdf.setTitle(meta.title, { showInWindowTitleBar: true })
  pdf.setAuthor(ORGANISATION)
  pdf.setSubject(meta.subtitle ?? meta.title)
  pdf.setCreator(`${ORGANISATION} website (scripts/make-documents.ts)`)
  pdf.setProducer('pdf-lib')
  pdf.setLanguage('en-ZA')
  pdf.setCreationDate(date)
  pdf.setModificationDate(date)

  const writer = new Writer(pdf, fonts)
  writer.page.drawRectangle({
    x: MARGIN.left,
    y: writer.y + 10,
    width: 48,
    height: 4,
    color: ACCENT,
  })
  writer.text(meta.title, { size: 22, leading: 28, colour: BRAND, bold: true })
  if (meta.subtitle) writer.text(meta.subtitle, { size: 12, leading: 18, colour: BRAND })
  writer.y -= 6
  writer.text(`${ORGANISATION} – Version ${meta.version} – ${formatDate(meta.date)}`, {
    size: 10,
    leading: 14,
    colour: MUTED,
  })
  writer.y -= 12

  let previous: Block['kind'] | undefined
  for (const block of blocks) {
    if (previous === 'item' && block.kind !== 'item') writer.y -= 4
    previous = block.kind
    if (block.kind === 'heading' && block.level === 3) {
      writer.ensure(50)
      writer.y -= 6
      writer.text(block.text, { size: 11.5, leading: 16, colour: BRAND, bold: true })
      writer.y -= 2
    } else if (block.kind === 'heading') {
      writer.ensure(60) // keep a heading with the start of its section
      writer.y -= 12
      writer.text(block.text, { size: 13, leading: 18, colour: BRAND, bold: true })
      writer.y -= 2
    } else if (block.kind === 'paragraph') {
      writer.text(block.text, { size: 10.5, leading: 15, colour: block.muted ? MUTED : BODY })
      writer.y -= 7
    } else if (block.kind === 'notice') {
      // A bar beside the words, as on the page; kept on one page.
      const height = wrap(block.text, boldFonts(fonts), 10.5, TEXT_WIDTH - 14).length * 15
      writer.ensure(height + 4)
      writer.page.drawRectangle({
        x: MARGIN.left,
        y: writer.y - height - 4,
        width: 3,
        height: height + 2,
        color: ACCENT,
      })
      writer.text(block.text, { size: 10.5, leading: 15, indent: 14, bold: true })
      writer.y -= 7
    } else if (block.number !== undefined) {
      writer.ensure(15)
      const marker = `${block.number}.`
      writer.page.drawText(marker, {
        x: MARGIN.left + 12 - fonts.regular.widthOfTextAtSize(marker, 10.5),
        y: writer.y - 15,
        size: 10.5,
        font: fonts.regular,
        color: BODY,
      })
      writer.text(block.text, { size: 10.5, leading: 15, indent: 16 })
      writer.y -= 4
    } else {
      writer.ensure(15)
      writer.page.drawCircle({ x: MARGIN.left + 5, y: writer.y - 11.5, size: 1.8, color: BRAND })
      writer.text(block.text, { size: 10.5, leading: 15, indent: 16 })
      writer.y -= 4
    }
  }

  const pages = pdf.getPages()
  pages.forEach((page, index) => {
    const footer = `${meta.title} – Version ${meta.version}`
    const number = `Page ${index + 1} of ${pages.length}`
    page.drawLine({
      start: { x: MARGIN.left, y: 50 },
      end: { x: PAGE.width - MARGIN.right, y: 50 },
      thickness: 0.5,
      color: MUTED,
    })
    page.drawText(footer, { x: MARGIN.left, y: 36, size: 8.5, font: fonts.regular, color: MUTED })
    const numberWidth = fonts.regular.widthOfTextAtSize(number, 8.5)
    page.drawText(number, {
      x: PAGE.width - MARGIN.right - numberWidth,
      y: 36,
      size: 8.5,
      font: fonts.regular,
      color: MUTED,
    })
  })
  return pdf.save()
}

function manifestYaml(titles: Map<string, string>): string {
  const entries = DOCUMENTS.map((document) =>
    [
      `- guid: ${document.guid}`,
      `  description: '${document.description}'`,
      `  file: ${document.file}`,
      '  contentType: application/pdf',
      `  title: ${titles.get(document.file)}`,
    ].join('\n'),
  )
  return [
    '# Generated by `npm run content:documents`: the privacy statement from',
    '# content/legal/privacy-statement.md, the others from scripts/documents/*.md. Edit the text',
    '# there, and the guids and descriptions in scripts/make-documents.ts, then run it again.',
    ...entries,
    '',
  ].join('\n')
}

/** Every document's PDF by file name, and the manifest, as the script would write them. */
export async function makeDocuments(): Promise<{
  files: Map<string, Uint8Array>
  manifest: string
}> {
  const files = new Map<string, Uint8Array>()
  const titles = new Map<string, string>()
  for (const document of DOCUMENTS) {
    const source =
      'legal' in document
        ? fromLegalDocument(
            parseLegalDocument(
              readFileSync(join(LEGAL_DIR, `${document.legal}.md`), 'utf8'),
              `content/legal/${document.legal}.md`,
            ),
            `${document.legal}.md`,
          )
        : parseDocument(readFileSync(join(SOURCE_DIR, document.source), 'utf8'), document.source)
    files.set(document.file, await render(source))
    titles.set(document.file, source.meta.title)
  }
  return { files, manifest: manifestYaml(titles) }
}

async function main() {
  const { files, manifest } = await makeDocuments()
  for (const [file, bytes] of files) {
    writeFileSync(join(OUTPUT_DIR, file), bytes)
    console.log(`wrote content/documents/${file}`)
  }
  writeFileSync(join(OUTPUT_DIR, 'manifest.yaml'), manifest)
  console.log('wrote content/documents/manifest.yaml')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main()
