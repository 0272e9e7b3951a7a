import { lazy } from 'react'
import {
  home,
  homeActions,
  homeClosing,
  homeInsights,
  homeReach,
  homeServices,
} from '../../content/home'
import { serviceList } from '../../content/service-list'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, LinkButton, PageSection } from '../../templates/page-parts'
import { InfoCard } from '../../ui/info-card'
import { SwiperCarousel, SwiperCarouselSlide } from '../../ui/swiper-carousel'
import { WhenNearViewport } from '../../templates/when-near-viewport'
import { LatestArticlesLoading } from '../blog/latest-articles-loading'
import { IndexTeasersLoading } from '../insights/index-teasers-loading'

// Below the fold on every screen: their code, the API client and their requests wait until the
// visitor nears them, so the first screen is theirs alone.
const IndexTeasers = lazy(() =>
  import('../insights/index-teasers').then((module) => ({ default: module.IndexTeasers })),
)
const LatestArticles = lazy(() =>
  import('../blog/latest-articles').then((module) => ({ default: module.LatestArticles })),
)

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
      <PageSection
        id="our-services"
        heading={homeServices.heading}
        lead={homeServices.lead}
        tone="shaded"
      >
        <SwiperCarousel label="Our services">
          {serviceList.map((service) => (
            <SwiperCarouselSlide key={service.path} label={service.heading}>
              <InfoCard
                className="h-full"
                heading={service.heading}
                headingLevel={3}
                link={{ label: `About ${service.heading}`, path: service.path }}
              >
                {service.summary}
              </InfoCard>
            </SwiperCarouselSlide>
          ))}
        </SwiperCarousel>
        <LinkButton className="mt-6" link={homeServices.link} />
      </PageSection>
      <PageSection id="data-insights" heading={homeInsights.heading} lead={homeInsights.lead}>
        <WhenNearViewport placeholder={<IndexTeasersLoading />}>
          <IndexTeasers />
        </WhenNearViewport>
        <LinkButton className="mt-6" link={homeInsights.link} />
      </PageSection>
      <div className="max-w-page mx-auto px-4 py-10">
        <WhenNearViewport placeholder={<LatestArticlesLoading />}>
          <LatestArticles />
        </WhenNearViewport>
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
