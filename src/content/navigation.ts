import { isExternalUrl, linkTarget, type LinkStrategy, type LinkTarget } from '../lib/links'
import { SERVICE_GROUPS } from './service-groups'
import { serviceList } from './service-list'
import { site } from './site'

export interface NavLink {
  title: string
  path: string
  strategy: LinkStrategy
  target?: LinkTarget
}

/** A titled list of links inside a menu section; its header links to `path`. */
export interface NavGroup extends NavLink {
  links: readonly NavLink[]
}

/**
 * A top-level menu entry. A standalone entry is a plain link; any other opens a panel holding
 * either plain links or titled groups of links.
 */
export type NavSection =
  | (NavLink & { standalone: true })
  | (NavLink & { standalone: false; links: readonly NavLink[]; groups?: undefined })
  | (NavLink & { standalone: false; groups: readonly NavGroup[]; links?: undefined })

/** Where a link goes and how it opens: the props an `Anchor` takes from a menu entry. */
export function destination({ path, strategy, target }: NavLink): Omit<NavLink, 'title'> {
  return { path, strategy, target }
}

/** Group header paths get a leading slash if they lack one (spec, Navigation group). */
export function withLeadingSlash(path: string): string {
  if (isExternalUrl(path) || path.startsWith('/') || path.startsWith('#')) return path
  return `/${path}`
}

/**
 * A configured address, opened as every link to it opens (src/lib/links.ts): inside the app when
 * it is a path, in a new tab when it is a URL.
 */
export function configuredLink(title: string, path: string): NavLink {
  return linkTarget(path) === '_blank'
    ? { title, path, strategy: 'href', target: '_blank' }
    : { title, path: withLeadingSlash(path), strategy: 'internal' }
}

function page(title: string, path: string): NavLink {
  return { title, path, strategy: 'internal' }
}

function group(title: string, anchor: string, links: NavLink[]): NavGroup {
  return { title, path: withLeadingSlash(`services#${anchor}`), strategy: 'internal', links }
}

/** The section id a services group's link points at: `/services#sadc` gives `sadc`. */
export function groupAnchor(path: string): string {
  return path.split('#')[1] ?? path
}

export const topLinks: readonly NavLink[] = [
  page('Bank Branch Locator', '/branch-search'),
  page('Login', '/login'),
]

export const helpLink: NavLink = page('Need help?', '/contact-us')

/** A group's anchor on the services overview: `Real-time Payments` gives `real-time-payments`. */
function anchorOf(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, '-')
}

/**
 * The spec's eight Services groups, in order, each with the services whose listing names it
 * (`src/content/services/<name>.ts`), by heading.
 */
export const serviceGroups: readonly NavGroup[] = SERVICE_GROUPS.map((title) =>
  group(
    title,
    anchorOf(title),
    serviceList
      .filter((service) => service.group === title)
      .map((service) => page(service.heading, service.path)),
  ),
)

export const mainMenu: readonly NavSection[] = [
  { ...page('Services', '/services'), standalone: false, groups: serviceGroups },
  { ...page('Our Reach', '/our-reach'), standalone: true },
  {
    ...page('Data Analytics and Insights', '/data-insights'),
    standalone: false,
    links: [
      page('Economic Index', '/data-insights/indices/economic-index'),
      page('Net Salary Index', '/data-insights/indices/net-salary-index'),
      page('Member Analytics', '/data-insights/member-analytics'),
    ],
  },
  { ...configuredLink('Content Hub', site.links.blog), standalone: true },
  {
    ...page('About Us', '/about-us'),
    standalone: false,
    links: [
      page('What We Do', '/about-us/what-we-do'),
      page('Our Leadership', '/about-us/our-leadership'),
      page('Our Pricing Philosophy', '/about-us/our-pricing-philosophy'),
      page('Key Rules and Procedures', '/about-us/key-rules-and-procedures'),
      page('Future of Payments', '/about-us/future-of-payments'),
      configuredLink('Annual Business Report', site.links.businessReports),
      page("Speakers' Corner", '/about-us/speakers'),
      page('Social Responsibility', '/about-us/csr'),
      page('Careers', '/about-us/career'),
      page('Our History', '/about-us/our-heritage'),
    ],
  },
]

/**
 * A footer link to a published document: the document when the API has it, else the configured
 * address, which opens as any link to it does.
 */
export interface DocumentNavLink extends NavLink {
  /** The document's description in the API's certificates (exact, trailing spaces included). */
  documentDescription: string
  /** Where the document itself (a PDF, not a page of the site) opens. */
  documentTarget: LinkTarget
}

export function isDocumentLink(link: NavLink): link is DocumentNavLink {
  return typeof (link as Partial<DocumentNavLink>).documentDescription === 'string'
}

export const footerLinks: readonly (NavLink | DocumentNavLink)[] = [
  {
    ...configuredLink('Privacy Statement', site.links.privacyStatement),
    documentDescription: 'Privacy Statement',
    documentTarget: '_self',
  },
  page('PAIA', '/paia'),
  page('Terms of Use', '/terms'),
  page('Accessibility', '/accessibility'),
  {
    ...configuredLink('Disclosure Framework', site.links.disclosureFramework),
    // The trailing space is part of the document's description (spec, section 7).
    documentDescription: 'Self-Assessment Disclosure Framework ',
    // The spec: the Disclosure Framework document opens in a new tab.
    documentTarget: '_blank',
  },
  page('Careers', '/about-us/career'),
  page('Contact Us', '/contact-us'),
]

export const footerEmail = {
  address: site.contactEmail,
  text: 'Questions about our services? E-mail us at',
}
