import { CheckCircle2 } from 'lucide-react'
import { useId } from 'react'
import { servicesByKey } from '../../content/service-list'
import type { ServiceDetail } from '../../content/services/types'
import { PageIntro } from '../../templates/page-intro'
import { Accordion, type AccordionStep } from '../../ui/accordion'
import { InfoCard } from '../../ui/info-card'
import { RelatedContentBox } from '../../ui/related-content-box'
import { NumberedSteps } from '../../templates/numbered-steps'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'

/** The ids of a service page's sections, for links such as `/services/eft#faq`. */
export const SERVICE_SECTION_IDS = {
  whatItIs: 'what-it-is',
  audience: 'who-uses-it',
  steps: 'how-it-works',
  features: 'features-and-benefits',
  faqs: 'faq',
  related: 'related-services',
} as const

function WhatItIs({ paragraphs }: { paragraphs: ServiceDetail['whatItIs'] }) {
  const headingId = useId()
  return (
    <section id={SERVICE_SECTION_IDS.whatItIs} aria-labelledby={headingId} className="scroll-mt-24">
      <h2
        id={headingId}
        className="text-primary dark:text-fg text-2xl font-bold tracking-tight text-balance"
      >
        What it is
      </h2>
      <Prose className="mt-6">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Prose>
    </section>
  )
}

function WhoUsesIt({ audience }: { audience: ServiceDetail['audience'] }) {
  const headingId = useId()
  return (
    <section
      id={SERVICE_SECTION_IDS.audience}
      aria-labelledby={headingId}
      className="border-border bg-surface-raised scroll-mt-24 rounded-lg border p-5 shadow-xs"
    >
      <h2 id={headingId} className="text-primary dark:text-fg text-xl font-bold">
        Who uses it
      </h2>
      <p className="mt-2 leading-relaxed">{audience.lead}</p>
      <ul className="mt-4 space-y-2">
        {audience.items.map((item) => (
          <li key={item} className="flex gap-2 leading-relaxed">
            <CheckCircle2
              aria-hidden="true"
              className="text-primary dark:text-accent mt-1 size-4 shrink-0"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * A service page: its listing's heading and its introduction, then what the service is and who uses
 * it, how it works, its features, frequently asked questions, related services and a call to
 * action, each section linkable by the ids in `SERVICE_SECTION_IDS`.
 */
export function ServicePage({ detail }: { detail: ServiceDetail }) {
  const { service } = detail
  const questions: AccordionStep[] = detail.faqs.map((faq, index) => ({
    value: `question-${index + 1}`,
    stepTitle: faq.question,
    content: <p className="leading-relaxed">{faq.answer}</p>,
  }))
  return (
    <>
      <PageIntro heading={service.heading} intro={detail.intro} />
      <div className="bg-surface">
        <div className="max-w-page mx-auto grid gap-8 px-4 py-10 md:py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <WhatItIs paragraphs={detail.whatItIs} />
          <div>
            <WhoUsesIt audience={detail.audience} />
          </div>
        </div>
      </div>
      <PageSection id={SERVICE_SECTION_IDS.steps} heading="How it works">
        <NumberedSteps steps={detail.steps} layout="cards" />
      </PageSection>
      <PageSection id={SERVICE_SECTION_IDS.features} heading="Features and benefits" tone="shaded">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {detail.features.map((feature) => (
            <li key={feature.heading} className="min-w-0">
              <InfoCard className="h-full" heading={feature.heading} headingLevel={3}>
                {feature.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id={SERVICE_SECTION_IDS.faqs} heading="Frequently asked questions">
        <Accordion steps={questions} headingLevel={3} className="max-w-[70ch]" />
      </PageSection>
      <div className="max-w-page mx-auto px-4 pb-10 md:pb-12">
        <RelatedContentBox
          id={SERVICE_SECTION_IDS.related}
          heading="Related services"
          className="max-w-[70ch] scroll-mt-24"
          links={detail.related.flatMap((key) => {
            const related = servicesByKey.get(key)
            return related
              ? [{ title: related.heading, path: related.path, description: related.summary }]
              : []
          })}
        />
      </div>
      <CallToAction
        heading={`Talk to us about ${service.heading}`}
        text="Participants and prospective participants can ask about connecting, testing and going live. Members of the public with a question about a payment should contact their own bank first."
        links={[
          { label: 'Contact us', path: '/contact-us' },
          { label: 'All services', path: '/services' },
        ]}
      />
    </>
  )
}
