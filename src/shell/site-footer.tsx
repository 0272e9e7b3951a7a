import { useRouter, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useRef, useState } from 'react'
import {
  destination,
  footerEmail,
  footerLinks,
  isDocumentLink,
  type DocumentNavLink,
  type NavLink,
} from '../content/navigation'
import type { FooterDocument } from '../features/documents/footer-documents'
import { site } from '../content/site'
import { isPlainClick, NEW_TAB_NOTE } from '../lib/links'
import { CURRENT_YEAR_ATTRIBUTE, useCurrentYear } from '../lib/use-current-year'
import { useNearViewport } from '../lib/use-near-viewport'
import { Anchor } from '../ui/anchor'

// Lazy, and only once the footer nears the screen: the document links and the badge come from the
// API, whose client (and its requests) would otherwise compete with the first screen of every page.
const FooterDocumentLookup = lazy(() =>
  import('../features/documents/footer-documents').then((module) => ({
    default: module.FooterDocumentLookup,
  })),
)
const PciBadgeImage = lazy(() =>
  import('../features/documents/footer-documents').then((module) => ({
    default: module.PciBadgeImage,
  })),
)

const linkClass = 'inline-flex min-h-6 items-center text-white underline-offset-4 hover:underline'

function FooterLink({ link, live }: { link: NavLink; live: boolean }) {
  if (isDocumentLink(link)) return <FooterDocumentLink link={link} live={live} />
  return (
    <Anchor {...destination(link)} className={linkClass}>
      {link.title}
    </Anchor>
  )
}

/**
 * A footer link to a published document: the configured link (as the server renders it) until
 * the footer nears the screen and the API lists the document, then the document's PDF. It is one
 * `<a>` throughout, its address and words changed in place: a visitor whose focus is on it keeps
 * it (a swapped element would drop focus to the page's body).
 */
function FooterDocumentLink({ link, live }: { link: DocumentNavLink; live: boolean }) {
  const [document, setDocument] = useState<FooterDocument | null>(null)
  const router = useRouter()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const configured = destination(link)
  const newTab = document !== null && link.documentTarget === '_blank'
  const inApp = document === null && configured.strategy === 'internal'
  return (
    <>
      <a
        data-slot="anchor"
        data-strategy={document === null ? configured.strategy : 'href'}
        data-document-link={document?.guid ?? ''}
        href={document?.href ?? configured.path}
        target={newTab ? '_blank' : undefined}
        rel={newTab ? 'noopener noreferrer' : undefined}
        type={document === null ? undefined : 'application/pdf'}
        aria-current={inApp && pathname === configured.path ? 'page' : undefined}
        className={linkClass}
        onClick={(event) => {
          // The configured page opens inside the app, as every link to a page of the site does.
          if (!inApp || event.defaultPrevented || !isPlainClick(event)) return
          event.preventDefault()
          void router.navigate({ href: configured.path })
        }}
      >
        {link.title}
        {document !== null && <span className="sr-only"> (PDF)</span>}
        {newTab && <span className="sr-only">{NEW_TAB_NOTE}</span>}
      </a>
      <Suspense fallback={null}>
        {live && (
          <FooterDocumentLookup description={link.documentDescription} onFound={setDocument} />
        )}
      </Suspense>
    </>
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
