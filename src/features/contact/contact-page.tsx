import { Mail, MapPin } from 'lucide-react'
import { contactUs, office } from '../../content/contact'
import { PageIntro } from '../../templates/page-intro'
import { ContactForm } from './contact-form'

/** Contact Us: the form beside the other ways to reach us. */
export function ContactPage() {
  return (
    <>
      <PageIntro {...contactUs} className="pb-6 md:pb-8" />
      <div className="max-w-page mx-auto grid gap-10 px-4 pb-14 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)]">
        <ContactForm />
        <aside
          aria-labelledby="office-heading"
          className="border-border self-start rounded-lg border p-6"
        >
          <h2 id="office-heading" className="text-xl font-bold">
            {office.heading}
          </h2>
          <dl className="mt-4 grid gap-4">
            <div>
              <dt className="text-muted flex items-center gap-2 text-sm">
                <Mail aria-hidden="true" className="size-4" />
                {office.emailText}
              </dt>
              <dd>
                <a
                  href={`mailto:${office.email}`}
                  className="text-link underline underline-offset-4"
                >
                  {office.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="text-muted flex items-center gap-2 text-sm">
                <MapPin aria-hidden="true" className="size-4" />
                {office.regionText}
              </dt>
              <dd>{office.region}</dd>
            </div>
          </dl>
          <p className="mt-4 text-sm">{office.hours}</p>
          <p className="text-muted mt-4 text-sm">{office.paymentProblem}</p>
        </aside>
      </div>
    </>
  )
}
