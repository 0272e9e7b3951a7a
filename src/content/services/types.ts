import type { services } from '../services'

/** The services, by the key `services` (src/content/services.ts) gives each. */
export type ServiceKey = keyof typeof services

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
 * Everything a service page shows below its introduction (the heading and intro come from
 * `services[key]`), in the order it shows it. One file per service in this folder, imported only
 * by that service's route.
 */
export interface ServiceDetail {
  key: ServiceKey
  /** "What it is": two to four short paragraphs. */
  whatItIs: readonly string[]
  /** "Who uses it": a sentence, then a list of who. */
  audience: { lead: string; items: readonly string[] }
  /** "How it works": three to six numbered steps, in order. */
  steps: readonly ServiceStep[]
  /** "Features and benefits": three to six cards. */
  features: readonly ServiceFeature[]
  /** "Related services": two to four other services. */
  related: readonly ServiceKey[]
  /** "Frequently asked questions": three to five. */
  faqs: readonly ServiceQuestion[]
}
