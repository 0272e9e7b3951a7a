import type { Plugin } from 'vite'
import { join } from 'node:path'
import { LEGAL_DIR, legalDocumentFiles, readLegalDocuments } from './legal-documents.ts'

/** The virtual module the legal pages import their text from. */
export const LEGAL_DOCUMENTS_MODULE = 'virtual:legal-documents'
const resolvedId = `\0${LEGAL_DOCUMENTS_MODULE}`

/**
 * The legal documents in `dir` (`content/legal/*.md`) as a module:
 * `export default { [name]: LegalDocument }`, named by file without `.md`. The Markdown is read
 * here, at build time, so the browser gets data and no Markdown parser. A document that cannot be
 * read fails the build with its file, line and reason.
 */
export function legalDocuments(dir = LEGAL_DIR): Plugin {
  return {
    name: 'legal-documents',
    resolveId(source) {
      return source === LEGAL_DOCUMENTS_MODULE ? resolvedId : undefined
    },
    load(id) {
      if (id !== resolvedId) return undefined
      for (const file of legalDocumentFiles(dir)) this.addWatchFile(join(dir, file))
      return `export default ${JSON.stringify(readLegalDocuments(dir), null, 2)}\n`
    },
  }
}
