import { home, homeActions, homeClosing, homeReach, homeServices } from '../../content/home'
import { PageIntro } from '../../shell/page-intro'
import { CallToAction, LinkButton, PageSection } from '../../templates/page-parts'
import { InfoCard } from '../../ui/info-card'
import { LatestArticles } from '../blog/latest-articles'

/** The home page: what we do, the main services, the latest articles and where we work. */
export function HomePage() {
  return (
    <>
      <PageIntro {...home}>
        <div className="mt-6 flex flex-wrap gap-3">
          {homeActions.map((link, index) => (
            <LinkButton key={link.path} link={link} primary={index === 0} />
          ))}
        </div>
      </PageIntro>
      <PageSection heading={homeServices.heading} lead={homeServices.lead} tone="shaded">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {homeServices.items.map((service) => (
            <li key={service.path}>
              <InfoCard
                className="h-full"
                heading={service.heading}
                headingLevel={3}
                link={{ label: `About ${service.heading}`, path: service.path }}
              >
                {service.text}
              </InfoCard>
            </li>
          ))}
        </ul>
      </PageSection>
      <div className="max-w-page mx-auto px-4 py-10">
        <LatestArticles />
      </div>
      <PageSection heading={homeReach.heading} tone="shaded">
        <p className="max-w-[70ch] text-lg leading-relaxed">{homeReach.text}</p>
        <LinkButton className="mt-6" link={homeReach.link} />
      </PageSection>
      <CallToAction
        heading={homeClosing.heading}
        text={homeClosing.text}
        links={homeClosing.links}
      />
    </>
  )
}
