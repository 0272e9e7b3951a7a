import { dataInsightsPage as copy, insights } from '../../content/insights'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, LinkButton, PageSection } from '../../templates/page-parts'
import { DataPrinciples } from './data-principles'
import { IndexTeasers } from './index-teasers'

/** Data Insights: the indices with their latest figures, Member Analytics and our data rules. */
export function DataInsightsPage() {
  return (
    <>
      <PageIntro {...insights.dataInsights} />
      <PageSection
        id="indices"
        heading={copy.indices.heading}
        lead={copy.indices.lead}
        tone="shaded"
      >
        <IndexTeasers />
        <LinkButton className="mt-6" link={copy.indices.link} />
      </PageSection>
      <PageSection id="member-analytics" heading={copy.memberAnalytics.heading}>
        <p className="max-w-[70ch] text-lg leading-relaxed">{copy.memberAnalytics.text}</p>
        <LinkButton className="mt-6" link={copy.memberAnalytics.link} />
      </PageSection>
      <DataPrinciples tone="shaded" />
      <CallToAction {...copy.callToAction} />
    </>
  )
}
