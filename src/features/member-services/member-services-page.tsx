import { memberServices, memberServicesPage as copy } from '../../content/member-services'
import { isExternalUrl } from '../../lib/links'
import { PageIntro } from '../../templates/page-intro'
import { CallToAction, LinkButton, PageSection, Prose } from '../../templates/page-parts'

/** Member Services: how single sign-on, the app launcher and reports work, with the portal's links. */
export function MemberServicesPage() {
  const external = copy.actions.some((action) => isExternalUrl(action.path))
  return (
    <>
      <PageIntro {...memberServices}>
        <div className="mt-6 flex flex-wrap gap-3">
          {copy.actions.map((action) => (
            <LinkButton
              key={action.label}
              primary={action.primary}
              link={{
                label: action.label,
                path: action.path,
                external: isExternalUrl(action.path),
              }}
            />
          ))}
        </div>
        {external && <p className="text-muted mt-3 text-sm">{copy.newTabNote}</p>}
      </PageIntro>
      {copy.sections.map((section, index) => (
        <PageSection
          key={section.heading}
          heading={section.heading}
          tone={index % 2 === 0 ? 'shaded' : 'plain'}
        >
          <Prose>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </Prose>
        </PageSection>
      ))}
      <CallToAction heading={copy.help.heading} text={copy.help.text} links={[copy.help.link]} />
    </>
  )
}
