import { destination, helpLink, topLinks } from '../content/navigation'
import { Anchor } from '../ui/anchor'
import { DesktopNav } from './desktop-nav'
import { Logo } from './logo'
import { MobileMenu } from './mobile-menu'
import { SiteSearch } from './site-search'
import { ThemeSwitch } from './theme-switch'

const utilityLinkClass =
  'text-fg inline-flex min-h-6 items-center rounded px-1.5 py-1 text-sm xs:px-2 hover:underline aria-[current=page]:font-semibold'

export function SiteHeader() {
  return (
    <header data-slot="site-header" className="border-border bg-bg border-b">
      <div className="bg-surface">
        {/* The open search box lies over the quick links and the theme switch: they are hidden
            while it is open (or, before the script runs, while its field has focus), so that no
            sliver of one stays clickable (or focusable) under it. */}
        <div className="max-w-page mx-auto flex items-center justify-end gap-1 px-4 py-1 has-[[data-slot=site-search-served]:focus-within]:*:not-data-[slot=site-search]:invisible has-[[data-slot=site-search][data-state=expanded]]:*:not-data-[slot=site-search]:invisible">
          <nav aria-label="Quick links">
            <ul className="xs:gap-x-1 flex flex-wrap items-center gap-x-0.5">
              {[...topLinks, helpLink].map((link) => (
                <li key={link.path}>
                  <Anchor {...destination(link)} className={utilityLinkClass}>
                    {link.title}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <ThemeSwitch className="nav:inline-flex hidden" />
          <SiteSearch />
        </div>
      </div>
      <div className="max-w-page mx-auto flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Logo />
        <DesktopNav className="nav:block hidden" />
        <MobileMenu className="nav:hidden" />
      </div>
    </header>
  )
}
