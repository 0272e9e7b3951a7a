import { destination, footerEmail, footerLinks } from '../content/navigation'
import { site } from '../content/site'
import { Anchor } from '../ui/anchor'

export function copyrightLine(year: number, company: string): string {
  return `© ${year} ${company}. All rights reserved.`
}

export function SiteFooter() {
  return (
    <footer className="bg-primary dark:bg-surface mt-16 text-white [&_:focus-visible]:outline-white">
      <div className="max-w-page mx-auto flex flex-col gap-6 px-4 py-10">
        <nav aria-label="Footer">
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {footerLinks.map((link) => (
              <li key={link.title}>
                <Anchor
                  {...destination(link)}
                  className="inline-flex min-h-6 items-center text-white underline-offset-4 hover:underline"
                >
                  {link.title}
                </Anchor>
              </li>
            ))}
          </ul>
        </nav>
        <p className="text-white">
          {footerEmail.text}{' '}
          <a
            href={`mailto:${footerEmail.address}`}
            className="text-white underline underline-offset-4"
          >
            {footerEmail.address}
          </a>
        </p>
        <p className="text-sm text-white">
          {copyrightLine(new Date().getFullYear(), site.legalName)}
        </p>
      </div>
    </footer>
  )
}
