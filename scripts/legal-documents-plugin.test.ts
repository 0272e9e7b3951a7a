// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LEGAL_DOCUMENTS_MODULE, legalDocuments } from './legal-documents-plugin.ts'

const DOCUMENT = `---
title: Privacy statement
summary: How we handle personal information.
description: How we collect, use and protect personal information, and your rights to see or correct it.
updated: 2026-11-01
documents: true
callToAction:
  heading: Questions?
  text: Ask us.
  links:
    - label: Contact us
      path: /contact-us
---

## Who we are {#who-we-are}

We're Mzansi Clearing.
`

describe('legalDocuments', () => {
  let dir = ''
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'legal-documents-'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function load() {
    const plugin = legalDocuments(dir)
    const watched: string[] = []
    const context = { addWatchFile: (file: string) => watched.push(file) }
    const resolveId = plugin.resolveId as (source: string) => string | undefined
    const loadId = plugin.load as unknown as (
      this: typeof context,
      id: string,
    ) => string | undefined
    const id = resolveId(LEGAL_DOCUMENTS_MODULE)
    expect(resolveId('virtual:something-else')).toBeUndefined()
    return { code: loadId.call(context, id!), watched }
  }

  it('serves every Markdown file in the folder as data, by name, and watches them', async () => {
    writeFileSync(join(dir, 'privacy-statement.md'), DOCUMENT)
    writeFileSync(join(dir, 'README.md'), '# Not a document')
    writeFileSync(join(dir, 'notes.txt'), 'not Markdown')
    const { code, watched } = load()
    expect(code).toMatch(/^export default \{/)
    const module = (await import(`data:text/javascript,${encodeURIComponent(code!)}`)) as {
      default: Record<string, { title: string; sections: { blocks: string[] }[] }>
    }
    expect(Object.keys(module.default)).toEqual(['privacy-statement'])
    expect(module.default['privacy-statement']?.sections[0]?.blocks).toEqual([
      'We’re Mzansi Clearing.',
    ])
    expect(code).not.toContain('##')
    expect(watched).toEqual([join(dir, 'privacy-statement.md')])
  })

  it('fails the build with the file, line and reason when a document is malformed', () => {
    writeFileSync(join(dir, 'privacy-statement.md'), DOCUMENT)
    writeFileSync(
      join(dir, 'terms-of-use.md'),
      DOCUMENT.replace('updated: 2026-11-01\n', '').replace('title: Privacy statement', 'title:'),
    )
    expect(() => load()).toThrow(
      'content/legal/terms-of-use.md:2: front matter: title must be text',
    )
    writeFileSync(join(dir, 'terms-of-use.md'), DOCUMENT.replace('updated: 2026-11-01\n', ''))
    expect(() => load()).toThrow(
      'content/legal/terms-of-use.md:2: front matter: updated is missing',
    )
  })
})
