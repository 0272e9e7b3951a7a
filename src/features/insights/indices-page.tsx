import { indicesOverviewPage as copy, insights } from '../../content/insights'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, PageSection, Prose } from '../../templates/page-parts'
import { IndexTeasers } from './index-teasers'

/** Economic Indices: both indices, why payment data, and how to read an index. */
export function IndicesPage() {
  return (
    <>
      <PageIntro {...insights.indices} />
      <PageSection id="our-indices" heading={copy.indicesHeading} tone="shaded">
        <IndexTeasers />
      </PageSection>
      <PageSection id="why-payment-data" heading={copy.why.heading}>
        <Prose>
          {copy.why.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </Prose>
      </PageSection>
      <PageSection id="reading-an-index" heading={copy.reading.heading} tone="shaded">
        <Prose>
          <ul>
            {copy.reading.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Prose>
      </PageSection>
      <CallToAction {...copy.callToAction} />
    </>
  )
}
