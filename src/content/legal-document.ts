/**
 * The shape of a legal document (privacy statement, terms of use, PAIA manual) as
 * `content/legal/<name>.md` gives it: read at build time by `scripts/legal-documents.ts`, served
 * to the site as `virtual:legal-documents` and drawn into a PDF by `scripts/make-documents.ts`.
 * Types and one list only: nothing here runs Markdown.
 */

/** A link inside running text: an app path (`/contact-us`), or a `mailto:` or `https:` address. */
export interface LegalLink {
  label: string
  path: string
}

/** Running text: plain words, or words with links among them. */
export type LegalText = string | readonly (string | LegalLink)[]

/**
 * One block of a section: a paragraph (`LegalText`), a bulleted or numbered list, a list of
 * labelled details (contact details), or a notice drawn to the reader's attention.
 */
export type LegalBlock =
  | LegalText
  | { readonly list: readonly LegalText[]; readonly ordered?: boolean }
  | { readonly details: readonly { readonly term: string; readonly text: LegalText }[] }
  | { readonly notice: LegalText }

/** An h3 part of a section. */
export interface LegalSubsection {
  /** Set when other pages link to the subsection (`/paia#security-measures`). */
  id?: string
  heading: string
  blocks: readonly LegalBlock[]
}

/** One h2 section of a legal page, listed in the page's contents. */
export interface LegalSection {
  /** The section's anchor, linked from the contents (`/paia#fees`). */
  id: string
  heading: string
  /** One sentence under the heading. */
  lead?: string
  blocks?: readonly LegalBlock[]
  subsections?: readonly LegalSubsection[]
  /** Blocks after the subsections. */
  closing?: readonly LegalBlock[]
}

/** A link offered as the next step at the end of the page. */
export interface LegalCallToAction {
  heading: string
  text: string
  links: readonly { label: string; path: string }[]
}

/** One `content/legal/<name>.md`: its front matter and its `##` sections. */
export interface LegalDocument {
  /** The page's h1 and the PDF's title. */
  title: string
  /** The paragraph under the h1. */
  summary: string
  /** The page's `<meta name="description">`: 70 to 160 characters. */
  description: string
  /** When the document last changed, as an ISO date (`2026-11-01`). */
  updated: string
  /** The PDF's version (`'2.0'`), for documents published as a PDF too. */
  version?: string
  /** The line under the PDF's title. */
  subtitle?: string
  /** Whether the page ends with the list of documents to download. */
  documents: boolean
  callToAction: LegalCallToAction
  sections: readonly LegalSection[]
}

/**
 * Values a document names as `{name}` instead of writing them out, because they depend on the
 * deployment: the site fills them in from `site.ts`, the PDF with words that stay true.
 */
export const legalPlaceholders = ['contactEmail'] as const
export type LegalPlaceholder = (typeof legalPlaceholders)[number]
