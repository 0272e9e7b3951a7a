import { insights, memberAnalyticsPage as copy } from '../../content/insights'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'
import { NumberedSteps } from '../../templates/numbered-steps'
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
        <NumberedSteps steps={copy.steps.items} />
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
