import { Mail } from 'lucide-react'
import { careers, vacancies } from '../../content/company/careers'
import { isExternalUrl } from '../../lib/links'
import { LinkButton, Prose } from '../../templates/page-parts'
import { CompanyPage } from './company-page'

/** Careers: the company page, with where to find vacancies and how to reach the recruiters. */
export function CareersPage() {
  return (
    <CompanyPage
      content={careers}
      slots={{ vacancies: <Vacancies />, contact: <RecruitmentContact /> }}
    />
  )
}

/**
 * Where to find vacancies. The careers link is configurable (site.ts); it is offered only when it
 * leads outside this site, since by default it points at this very page.
 */
function Vacancies() {
  const external = isExternalUrl(vacancies.link)
  return (
    <div data-slot="vacancies" className="flex flex-col items-start gap-4">
      <Prose>
        <p>{external ? vacancies.external : vacancies.internal}</p>
      </Prose>
      {external ? (
        <LinkButton primary link={{ label: vacancies.linkLabel, path: vacancies.link, external }} />
      ) : (
        <LinkButton primary link={{ label: vacancies.contactLabel, path: '/contact-us' }} />
      )}
    </div>
  )
}

/** The recruitment team's e-mail address, below the section's paragraph. */
function RecruitmentContact() {
  return (
    <p className="flex flex-wrap items-center gap-2">
      <Mail aria-hidden="true" className="text-muted size-5" />
      <span className="font-medium">{vacancies.emailLabel}:</span>
      <a
        href={`mailto:${vacancies.email}`}
        className="text-link inline-flex min-h-6 items-center break-all underline underline-offset-2"
      >
        {vacancies.email}
      </a>
    </p>
  )
}
