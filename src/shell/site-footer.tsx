import { lazy, Suspense, useRef } from 'react'
import {
  destination,
  footerEmail,
  footerLinks,
  isDocumentLink,
  type NavLink,
} from '../content/navigation'
import { site } from '../content/site'
import { CURRENT_YEAR_ATTRIBUTE, useCurrentYear } from '../lib/use-current-year'
import { useNearViewport } from '../lib/use-near-viewport'
import { Anchor } from '../ui/anchor'

// Lazy, and only once the footer nears the screen: the document links and the badge come from the
// API, whose client (and its requests) would otherwise compete with the first screen of every page.
const FooterDocumentLink = lazy(() =>
  import('../features/documents/footer-documents').then((module) => ({
    default: module.FooterDocumentLink,
  })),
)
const PciBadgeImage = lazy(() =>
  import('../features/documents/footer-documents').then((module) => ({
    default: module.PciBadgeImage,
  })),
)

const linkClass = 'inline-flex min-h-6 items-center text-white underline-offset-4 hover:underline'

function FooterLink({ link, live }: { link: NavLink; live: boolean }) {
  const plain = (
    <Anchor {...destination(link)} className={linkClass}>
      {link.title}
    </Anchor>
  )
  if (!isDocumentLink(link)) return plain
  // The configured link until the footer nears the screen (as the server renders it), then the
  // document's own address once the API lists it. One boundary either way, so hydration matches.
  const configured = (
    <Anchor {...destination(link)} data-document-link="" className={linkClass}>
      {link.title}
    </Anchor>
  )
  return (
    <Suspense fallback={configured}>
      {live ? <FooterDocumentLink link={link} className={linkClass} /> : configured}
    </Suspense>
  )
}

export function copyrightLine(year: number, company: string): string {
  return `© ${year} ${company}. All rights reserved.`
}

/** The copyright line, its year in an element of its own that the server keeps current. */
function Copyright() {
  const year = useCurrentYear()
  const [before, after] = copyrightLine(year, site.legalName).split(String(year))
  return (
    <p className="text-sm text-white">
      {before}
      <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{year}</span>
      {after}
    </p>
  )
}

export function SiteFooter() {
  const footer = useRef<HTMLElement>(null)
  const near = useNearViewport(footer)
  return (
    <footer
      ref={footer}
      className="bg-primary dark:bg-surface mt-16 text-white [&_:focus-visible]:outline-white"
    >
      <div className="max-w-page mx-auto flex flex-col gap-6 px-4 py-10">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.title}>
                <FooterLink link={link} live={near} />
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-white">
          {`${footerEmail.text} `}
          <a
            href={`mailto:${footerEmail.address}`}
            className="text-white underline underline-offset-4"
          >
            {footerEmail.address}
          </a>
        </p>
        <div className="flex min-h-[57px] flex-wrap items-center justify-between gap-4">
          <Copyright />
          <Suspense fallback={null}>{near && <PciBadgeImage />}</Suspense>
        </div>
      </div>
    </footer>
  )
}
