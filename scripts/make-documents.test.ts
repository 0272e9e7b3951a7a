// @vitest-environment node
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { LEGAL_DIR, parseLegalDocument, readLegalDocuments } from './legal-documents.ts'
import { DOCUMENTS, fromLegalDocument, makeDocuments, render } from './make-documents.ts'

const OUTPUT_DIR = join(import.meta.dirname, '..', 'content', 'documents')

describe('make-documents', () => {
  it('makes every committed PDF and the manifest again, byte for byte', async () => {
    const { files, manifest } = await makeDocuments()
    expect([...files.keys()]).toEqual(DOCUMENTS.map((document) => document.file))
    for (const [file, bytes] of files) {
      const committed = readFileSync(join(OUTPUT_DIR, file))
      // On failure: run `npm run content:documents` and commit the PDF with its Markdown.
      expect(Buffer.compare(Buffer.from(bytes), committed), file).toBe(0)
    }
    expect(manifest).toBe(readFileSync(join(OUTPUT_DIR, 'manifest.yaml'), 'utf8'))
  })

  it('dates the privacy statement PDF from its Markdown and numbers its sections', async () => {
    const markdown = readFileSync(join(LEGAL_DIR, 'privacy-statement.md'), 'utf8')
    const document = parseLegalDocument(markdown, 'content/legal/privacy-statement.md')
    const pdf = await PDFDocument.load(readFileSync(join(OUTPUT_DIR, 'privacy-statement.pdf')), {
      updateMetadata: false,
    })
    expect(pdf.getTitle()).toBe(document.title)
    expect(pdf.getCreationDate()?.toISOString()).toBe(`${document.updated}T00:00:00.000Z`)
    expect(pdf.getModificationDate()?.toISOString()).toBe(`${document.updated}T00:00:00.000Z`)

    const headings = fromLegalDocument(document, 'privacy-statement.md')
      .blocks.filter((block) => block.kind === 'heading')
      .map((block) => block.text)
    expect(headings).toEqual(
      document.sections.flatMap((section, index) => [
        `${index + 1}. ${section.heading}`,
        ...(section.subsections ?? []).map((subsection) => subsection.heading),
      ]),
    )
  })

  it('puts words, not deployment settings, where the Markdown has a placeholder', () => {
    const markdown = readFileSync(join(LEGAL_DIR, 'privacy-statement.md'), 'utf8')
    const { blocks } = fromLegalDocument(
      parseLegalDocument(markdown, 'content/legal/privacy-statement.md'),
      'privacy-statement.md',
    )
    const text = blocks.map((block) => block.text).join('\n')
    expect(text).not.toMatch(/\{\w+\}|@/)
    expect(text).toContain('**E-mail:** the e-mail address on our Contact Us page, with “For')
    expect(text).toContain('Its website, inforegulator.org.za, explains how.')
  })

  it('can draw every legal document: numbered lists, details and notices too', async () => {
    for (const [name, document] of Object.entries(readLegalDocuments())) {
      const source = fromLegalDocument({ version: '0', ...document }, `${name}.md`)
      expect(source.blocks.map((block) => block.kind)).toContain('item')
      const pdf = await PDFDocument.load(await render(source))
      expect(pdf.getPageCount(), name).toBeGreaterThan(1)
    }
  })

  it('refuses a legal document without a version', () => {
    const markdown = readFileSync(join(LEGAL_DIR, 'terms-of-use.md'), 'utf8')
    const terms = parseLegalDocument(markdown, 'content/legal/terms-of-use.md')
    expect(() => fromLegalDocument(terms, 'terms-of-use.md')).toThrow(
      'content/legal/terms-of-use.md: the front matter needs a version for the PDF',
    )
  })
})
