import { groupAnchor, serviceGroups } from '../../content/navigation'
import { serviceList } from '../../content/service-list'
import { serviceGroupSummaries, servicesOverview } from '../../content/services'
import type { ServiceListing } from '../../content/services/types'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, PageSection } from '../../templates/page-parts'
import { InfoCard } from '../../ui/info-card'
import { ScrollNotches } from '../../ui/scroll-notches'

const byPath = new Map<string, ServiceListing>(
  serviceList.map((service) => [service.path, service]),
)

const notches = serviceGroups.map((group) => ({
  id: groupAnchor(group.path),
  label: group.title,
}))

/**
 * Every service, grouped as the main menu groups them; each group is a section whose id is the
 * menu's anchor (`/services#card-payments`), and the scroll notches jump between them.
 */
export function ServicesPage() {
  return (
    <>
      <PageIntro {...servicesOverview} />
      {/* The bar spans the screen; its title lines up with the page's content (1140 px, 1 rem in). */}
      <ScrollNotches
        notches={notches}
        className="px-[max(0.5rem,calc((100%_-_1140px)_/_2_+_1rem))]"
      />
      {serviceGroups.map((group, index) => (
        <PageSection
          key={group.path}
          id={groupAnchor(group.path)}
          heading={group.title}
          lead={serviceGroupSummaries[group.title as keyof typeof serviceGroupSummaries]}
          tone={index % 2 === 0 ? 'shaded' : 'plain'}
        >
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {group.links.map((link) => {
              const service = byPath.get(link.path)
              return (
                <li key={link.path} className="min-w-0">
                  <InfoCard
                    className="h-full"
                    heading={link.title}
                    headingLevel={3}
                    link={{ label: `About ${link.title}`, path: link.path }}
                  >
                    {service?.summary}
                  </InfoCard>
                </li>
              )
            })}
          </ul>
        </PageSection>
      ))}
      <CallToAction
        heading="Not sure which service you need?"
        text="Tell us what you want to do, whether it is collecting debit orders, accepting cards or paying across borders, and we will point you to the right service and team."
        links={[
          { label: 'Contact us', path: '/contact-us' },
          { label: 'Where we work', path: '/our-reach' },
        ]}
      />
    </>
  )
}
