import documents from 'virtual:legal-documents'
import type { LegalDocument, LegalPlaceholder, LegalSection } from './legal-document'
import { site } from './site'
import type { PageCopy, PageLink } from './types'

export type {
  LegalBlock,
  LegalLink,
  LegalSection,
  LegalSubsection,
  LegalText,
} from './legal-document'

/** What a legal page shows: its document's text, with the site's own parts around it. */
export interface LegalPageContent {
  intro: PageCopy
  /** When the page last changed, as an ISO date (`2026-11-01`). */
  updated: string
  sections: readonly LegalSection[]
  /** The section listing the documents the API publishes, on pages that have one. */
  documents?: { id: string; heading: string; lead: string }
  callToAction: { heading: string; text: string; links: readonly PageLink[] }
}

const placeholders: Record<LegalPlaceholder, string> = {
  contactEmail: site.contactEmail,
}

const documentsSection = {
  id: 'documents',
  heading: 'Documents to download',
  lead: 'The documents we publish, each as a PDF. Ask us if the one you need is not listed.',
}

/** Every string in `value` with its `{placeholders}` filled in. */
function fillIn<T>(value: T): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (match, name: string) =>
      name in placeholders ? placeholders[name as LegalPlaceholder] : match,
    ) as T
  }
  if (Array.isArray(value)) return value.map(fillIn) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, fillIn(entry)]),
    ) as T
  }
  return value
}

function legalPage(name: string): LegalPageContent {
  const document = documents[name] as LegalDocument | undefined
  if (!document) throw new Error(`content/legal/${name}.md is missing`)
  const { title, summary, description, updated, sections, callToAction } = fillIn(document)
  return {
    intro: { heading: title, intro: summary, description },
    updated,
    sections,
    ...(document.documents ? { documents: documentsSection } : {}),
    callToAction,
  }
}

/** The legal pages, each from its document in `content/legal/` (also the source of its PDF). */
export const paiaManual = legalPage('paia-manual')
export const privacyStatementPage = legalPage('privacy-statement')
export const termsOfUse = legalPage('terms-of-use')
