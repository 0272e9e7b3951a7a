import type { ServiceGroup } from '../service-groups'

/**
 * What the site shows of a service outside its own page: the Services menu (under its group, by
 * its heading), the services overview, the home page's carousel and other services' "Related
 * services". Each service's module in this folder exports one as `service`;
 * `src/content/services.ts` gathers them, so a new service is its module and its route.
 */
export interface ServiceListing {
  /** How other services name it in their `related` list. */
  key: string
  /** The Services menu group it sits in. */
  group: ServiceGroup
  /** Its name: the page's h1, the menu's link and the cards' heading. */
  heading: string
  /** One line on what the service does: the overview's and "Related services" cards. */
  summary: string
  /** Its page (the route file's path). */
  path: `/services/${string}`
}

export interface ServiceStep {
  /** A few words: the step's name. */
  title: string
  /** One to three sentences on what happens in the step. */
  text: string
}

export interface ServiceFeature {
  heading: string
  /** One to three sentences: the feature and what it gives the user. */
  text: string
}

export interface ServiceQuestion {
  question: string
  /** One short paragraph. */
  answer: string
}

/**
 * Everything a service page shows, in the order it shows it: the heading from its listing, then
 * its introduction and sections. One file per service in this folder, whose `detail` only that
 * service's route imports.
 */
export interface ServiceDetail {
  service: ServiceListing
  /** The introduction under the h1: two or three sentences. */
  intro: string
  /** "What it is": two to four short paragraphs. */
  whatItIs: readonly string[]
  /** "Who uses it": a sentence, then a list of who. */
  audience: { lead: string; items: readonly string[] }
  /** "How it works": three to six numbered steps, in order. */
  steps: readonly ServiceStep[]
  /** "Features and benefits": three to six cards. */
  features: readonly ServiceFeature[]
  /** "Related services": two to four other services. */
  related: readonly string[]
  /** "Frequently asked questions": three to five. */
  faqs: readonly ServiceQuestion[]
}
