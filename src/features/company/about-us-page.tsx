import { aboutUs } from '../../content/company/about-us'
import { PageIntro } from '../../templates/page-intro'
import { SideImageBlock } from '../../ui/side-image-block'
import { CompanyCards } from './company-page'
import { CallToAction, PageSection } from '../../templates/page-parts'

/** About Us: a card for each page about the company, then careers and our history side by side. */
export function AboutUsPage() {
  const features = [aboutUs.careers, aboutUs.heritage]
  return (
    <>
      <PageIntro {...aboutUs.intro} />
      <PageSection heading={aboutUs.pages.heading} lead={aboutUs.pages.lead} tone="shaded">
        <CompanyCards cards={aboutUs.pages.cards} />
      </PageSection>
      <PageSection heading={aboutUs.more.heading}>
        <div className="flex flex-col gap-12">
          {features.map((feature, index) => (
            <SideImageBlock
              key={feature.heading}
              imageSrc={feature.image}
              imageAlt=""
              imageSide={index % 2 === 0 ? 'left' : 'right'}
              heading={feature.heading}
              headingLevel={3}
              action={feature.link}
            >
              {feature.text}
            </SideImageBlock>
          ))}
        </div>
      </PageSection>
      <CallToAction
        heading={aboutUs.callToAction.heading}
        text={aboutUs.callToAction.text}
        links={aboutUs.callToAction.links}
      />
    </>
  )
}
