import { Menu } from 'lucide-react'
import { lazy, memo, Suspense, useRef, useState } from 'react'
import { destination, mainMenu, type NavLink } from '../content/navigation'
import { cn } from '../lib/cn'
import { Anchor } from '../ui/anchor'

const loadPanel = () => import('./mobile-menu-panel')
const MobileMenuPanel = lazy(loadPanel)

const plainLinkClass =
  'text-link flex min-h-11 items-center rounded px-2 underline-offset-4 hover:underline aria-[current=page]:font-semibold'

function PlainLink({ link, className }: { link: NavLink; className?: string }) {
  return (
    <Anchor {...destination(link)} className={cn(plainLinkClass, className)}>
      {link.title}
    </Anchor>
  )
}

/**
 * Every destination of the main menu as plain nested lists: what the Menu shows before and
 * without JavaScript. Memoised: it never changes, and a tap on Menu (which renders `MobileMenu`)
 * would otherwise render its 40 links again in the tap's own task.
 */
const PlainMenu = memo(function PlainMenu() {
  return (
    <nav aria-label="Site menu" className="border-border bg-bg basis-full border-t pt-2">
      <ul>
        {mainMenu.map((section) =>
          section.standalone ? (
            <li key={section.title}>
              <PlainLink link={section} className="font-semibold" />
            </li>
          ) : (
            <li key={section.title} className="pt-2">
              <span className="text-fg block px-2 font-bold">{section.title}</span>
              <ul className="border-border ml-2 border-l pl-2">
                <li>
                  <PlainLink link={{ ...section, title: `${section.title} overview` }} />
                </li>
                {section.groups
                  ? section.groups.map((group) => (
                      <li key={group.title}>
                        <PlainLink link={group} className="font-semibold" />
                        <ul className="pl-4">
                          {group.links.map((link) => (
                            <li key={link.path}>
                              <PlainLink link={link} />
                            </li>
                          ))}
                        </ul>
                      </li>
                    ))
                  : section.links.map((link) => (
                      <li key={link.path}>
                        <PlainLink link={link} />
                      </li>
                    ))}
              </ul>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
})

/**
 * The Menu below 880 px, a `details`: before and without JavaScript it opens in place onto a
 * plain list of every destination. Once hydrated, its summary opens the slide-in panel instead
 * (and the `details` stays closed); that panel is loaded on first use (or as soon as the pointer
 * or focus reaches the summary), which keeps it out of the first paint's JavaScript.
 */
export function MobileMenu({ className }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const summary = useRef<HTMLElement>(null)

  const changeOpen = (next: boolean) => {
    if (next) window.scrollTo({ top: 0 })
    setOpen(next)
  }

  return (
    <>
      {/* Open without JavaScript, its summary stays beside the logo (the details lends its parts to
          the header's row) and its list takes a row of its own below them. The visitor may open it
          before hydration: that `open` is theirs, not a mismatch. */}
      <details
        suppressHydrationWarning
        data-slot="mobile-menu"
        className={cn('group/menu open:contents [&::details-content]:basis-full', className)}
      >
        <summary
          ref={summary}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          onClick={(event) => {
            event.preventDefault()
            // Opened before the scripts arrived: the panel takes over from the plain list.
            if (event.currentTarget.parentElement instanceof HTMLDetailsElement)
              event.currentTarget.parentElement.open = false
            setWanted(true)
            changeOpen(true)
          }}
          className={cn(
            'text-fg hover:bg-surface ml-auto flex min-h-11 w-fit cursor-pointer list-none items-center gap-2 rounded px-3 font-medium select-none [&::-webkit-details-marker]:hidden',
            'group-open/menu:bg-surface group-open/menu:forced-selected',
          )}
        >
          <Menu aria-hidden className="size-5" />
          Menu
        </summary>
        <PlainMenu />
      </details>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel open={open} onOpenChange={changeOpen} returnFocusTo={summary} />
        </Suspense>
      )}
    </>
  )
}
