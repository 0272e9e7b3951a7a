import type { LucideIcon } from 'lucide-react'
import type { RelatedLink } from '../../lib/links'
import type { PageCopy, PageLink } from '../types'

/** A short titled point, shown as a card; with a link the whole card leads there. */
export interface CompanyCard {
  heading: string
  text: string
  icon?: LucideIcon
  link?: { label: string; path: string }
}

/** A person on a governing body, added by an editor once the appointment is public. */
export interface BodyMember {
  name: string
  /** Their role on this body, e.g. "Chairperson" or "Independent non-executive director". */
  role: string
}

/**
 * A body in the company's governance structure. `members` is optional on purpose: the structure
 * and each body's purpose are known and published, the people are added by an editor. When the
 * list is empty or missing the page shows the body's purpose only, never placeholder names.
 */
export interface GoverningBody {
  id: string
  name: string
  /** What the body is for, in one or two sentences. */
  purpose: string
  /** What it does, as short points. */
  responsibilities: readonly string[]
  /** Who the body reports to, when it reports to another body. */
  reportsTo?: string
  members?: readonly BodyMember[]
}

/**
 * One titled part of a company page. Everything but the heading is optional and shown in this
 * order: paragraphs, bullet points, numbered steps, cards, governing bodies, the part named by
 * `slot` (which the route passes in, so that only that page loads its data), closing paragraphs
 * and a note.
 */
export interface CompanySection {
  /** The section's anchor, so that other pages can link to it (`/about-us/career#graduates`). */
  id: string
  heading: string
  lead?: string
  paragraphs?: readonly string[]
  /** The words before the bullet points, when they need an introduction. */
  bulletsIntro?: string
  bullets?: readonly string[]
  stepsIntro?: string
  /** Things to do in order: a numbered list. */
  steps?: readonly string[]
  cards?: readonly CompanyCard[]
  bodies?: readonly GoverningBody[]
  /** The name of a part the route supplies, e.g. `documents` on Key Rules and Procedures. */
  slot?: string
  /** Paragraphs after the cards, bodies and slot. */
  closing?: readonly string[]
  /** A short aside in smaller type, last. */
  note?: string
}

export interface CompanyPageContent {
  intro: PageCopy
  sections: readonly CompanySection[]
  related: { heading: string; links: readonly RelatedLink[] }
  callToAction: { heading: string; text: string; links: readonly PageLink[] }
}
