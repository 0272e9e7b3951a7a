import { insights, memberAnalyticsPage as copy } from '../../content/insights'
import { PageIntro } from '../../shell/page-intro'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'
import { InfoCard } from '../../ui/info-card'
import { DataPrinciples } from './data-principles'
import { MemberReport } from './member-report'

/** Member Analytics: what the reports show, how members use them and who has access. */
export function MemberAnalyticsPage() {
  return (
    <>
      <PageIntro {...insights.memberAnalytics} />
      <PageSection
        id="what-members-see"
        heading={copy.reports.heading}
        lead={copy.reports.lead}
        tone="shaded"
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {copy.reports.items.map((item) => (
            <li key={item.heading} className="min-w-0">
              <InfoCard className="h-full" heading={item.heading} headingLevel={3}>
                {item.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="how-it-works" heading={copy.steps.heading}>
        <ol className="grid max-w-[70ch] gap-4">
          {copy.steps.items.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="bg-primary text-primary-fg flex size-9 shrink-0 items-center justify-center rounded-full font-bold"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {step.title}
                </h3>
                <p className="text-muted mt-1 leading-relaxed">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </PageSection>
      <PageSection
        id="example-report"
        heading={copy.example.heading}
        lead={copy.example.lead}
        tone="shaded"
      >
        <MemberReport />
        <Prose className="mt-8">
          {copy.example.reading.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
      <DataPrinciples />
      <CallToAction
        heading={copy.access.heading}
        text={copy.access.text}
        links={copy.access.links}
      />
    </>
  )
}
