import { dataPrinciples } from '../../content/insights'
import { PageSection } from '../../templates/page-parts'
import { InfoCard } from '../../ui/info-card'

/** The rules we follow with transaction data, as cards. */
export function DataPrinciples({ tone = 'plain' }: { tone?: 'plain' | 'shaded' }) {
  return (
    <PageSection
      id="how-we-treat-data"
      heading={dataPrinciples.heading}
      lead={dataPrinciples.lead}
      tone={tone}
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {dataPrinciples.items.map((item) => (
          <li key={item.heading} className="min-w-0">
            <InfoCard className="h-full" heading={item.heading} headingLevel={3}>
              {item.text}
            </InfoCard>
          </li>
        ))}
      </ul>
    </PageSection>
  )
}
