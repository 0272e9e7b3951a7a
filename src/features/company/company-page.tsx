import type {
  CompanyCard,
  CompanyPageContent,
  CompanySection,
  GoverningBody,
} from '../../content/company/types'
import { cn } from '../../lib/cn'
import { PageIntro } from '../../templates/page-intro'
import { InfoCard } from '../../ui/info-card'
import { RelatedContentBox } from '../../ui/related-content-box'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'

/** Parts a page supplies by name, for the sections whose `slot` names them. */
export type CompanySlots = Readonly<Record<string, React.ReactNode>>

/** Cards in a grid: two columns from 767 px, three from 990 px when there are three or more. */
export function CompanyCards({ cards }: { cards: readonly CompanyCard[] }) {
  return (
    <ul
      data-slot="company-cards"
      className={cn('grid grid-cols-1 gap-6 md:grid-cols-2', cards.length >= 3 && 'lg:grid-cols-3')}
    >
      {cards.map((card) => (
        <li key={card.heading} className="min-w-0">
          <InfoCard
            className="h-full"
            heading={card.heading}
            headingLevel={3}
            icon={card.icon}
            link={card.link}
          >
            {card.text}
          </InfoCard>
        </li>
      ))}
    </ul>
  )
}

/** A governing body: its name, who it reports to, its purpose and duties, and its members if listed. */
function GoverningBodyCard({ body }: { body: GoverningBody }) {
  const members = body.members ?? []
  return (
    <article
      data-slot="governing-body"
      id={body.id}
      aria-labelledby={`${body.id}-name`}
      className="border-border bg-surface-raised flex h-full flex-col gap-3 rounded-lg border p-5 shadow-xs"
    >
      <h3 id={`${body.id}-name`} className="text-fg text-lg font-semibold">
        {body.name}
      </h3>
      {body.reportsTo && <p className="text-muted text-sm">Reports to: {body.reportsTo}</p>}
      <p className="leading-relaxed">{body.purpose}</p>
      <ul className="text-muted list-disc space-y-1.5 pl-5 leading-relaxed">
        {body.responsibilities.map((duty) => (
          <li key={duty}>{duty}</li>
        ))}
      </ul>
      {members.length > 0 && (
        <>
          <h4 className="mt-2 font-semibold">Members</h4>
          <ul data-slot="governing-body-members" className="space-y-1">
            {members.map((member) => (
              <li key={member.name}>
                <span className="font-medium">{member.name}</span>
                <span className="text-muted">, {member.role}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  )
}

function GoverningBodies({ bodies }: { bodies: readonly GoverningBody[] }) {
  if (bodies.length === 1 && bodies[0]) {
    return (
      <div className="max-w-[70ch]">
        <GoverningBodyCard body={bodies[0]} />
      </div>
    )
  }
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
      {bodies.map((body) => (
        <li key={body.id} className="min-w-0">
          <GoverningBodyCard body={body} />
        </li>
      ))}
    </ul>
  )
}

/** One section of a company page, from its content, with the page's part for its slot. */
export function CompanySectionView({
  section,
  slot,
  tone,
}: {
  section: CompanySection
  slot?: React.ReactNode
  tone: 'plain' | 'shaded'
}) {
  const hasText = Boolean(section.paragraphs?.length || section.bullets?.length || section.steps)
  return (
    <PageSection id={section.id} heading={section.heading} lead={section.lead} tone={tone}>
      <div className="flex flex-col gap-8">
        {hasText && (
          <Prose>
            {section.paragraphs?.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.bulletsIntro && <p>{section.bulletsIntro}</p>}
            {section.bullets && (
              <ul>
                {section.bullets.map((bullet) => (
                  <li key={bullet}>{bullet}</li>
                ))}
              </ul>
            )}
            {section.stepsIntro && <p>{section.stepsIntro}</p>}
            {section.steps && (
              <ol>
                {section.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
          </Prose>
        )}
        {section.cards && <CompanyCards cards={section.cards} />}
        {section.bodies && <GoverningBodies bodies={section.bodies} />}
        {slot}
        {section.closing && (
          <Prose>
            {section.closing.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </Prose>
        )}
        {section.note && (
          <p data-slot="company-note" className="text-muted max-w-[70ch] text-sm leading-relaxed">
            {section.note}
          </p>
        )}
      </div>
    </PageSection>
  )
}

/** The sections of a company page, alternating plain and shaded from `firstTone`. */
export function CompanySections({
  sections,
  slots = {},
  firstTone = 'plain',
}: {
  sections: readonly CompanySection[]
  slots?: CompanySlots
  firstTone?: 'plain' | 'shaded'
}) {
  const other = firstTone === 'plain' ? 'shaded' : 'plain'
  return sections.map((section, index) => (
    <CompanySectionView
      key={section.id}
      section={section}
      slot={section.slot ? slots[section.slot] : undefined}
      tone={index % 2 === 0 ? firstTone : other}
    />
  ))
}

/**
 * A page about the company: its h1 and introduction, its sections, a box of related pages and the
 * closing call to action. `slots` supplies the parts that need code, by the name a section gives.
 */
export function CompanyPage({
  content,
  slots,
}: {
  content: CompanyPageContent
  slots?: CompanySlots
}) {
  return (
    <>
      <PageIntro {...content.intro} />
      <CompanySections sections={content.sections} slots={slots} firstTone="shaded" />
      <CompanyPageEnd related={content.related} callToAction={content.callToAction} />
    </>
  )
}

/** How a company page ends: its box of related pages, then the call to action. */
export function CompanyPageEnd({
  related,
  callToAction,
}: Pick<CompanyPageContent, 'related' | 'callToAction'>) {
  return (
    <>
      <div className="max-w-page mx-auto px-4 py-10 md:py-12">
        <RelatedContentBox
          heading={related.heading}
          links={related.links}
          className="max-w-[70ch]"
        />
      </div>
      <CallToAction
        heading={callToAction.heading}
        text={callToAction.text}
        links={callToAction.links}
      />
    </>
  )
}
