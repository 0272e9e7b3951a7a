import * as Accordion from '@radix-ui/react-accordion'
import * as Dialog from '@radix-ui/react-dialog'
import { ChevronDown, X } from 'lucide-react'
import { useCallback, useEffect, useRef } from 'react'
import { destination, helpLink, mainMenu, topLinks, type NavLink } from '../content/navigation'
import { cn } from '../lib/cn'
import { Anchor } from '../ui/anchor'
import { Logo } from './logo'
import { focusPageHeading } from './route-announcer'
import { ThemeSwitch } from './theme-switch'

const linkClass =
  'text-fg hover:bg-surface aria-[current=page]:text-link flex min-h-11 items-center rounded px-3 aria-[current=page]:font-semibold'

function MenuLink({
  link,
  onPick,
  className,
}: {
  link: NavLink
  onPick: () => void
  className?: string
}) {
  return (
    <Anchor {...destination(link)} onClick={onPick} className={cn(linkClass, className)}>
      {link.title}
    </Anchor>
  )
}

/** Closes the menu when the window's width changes (rotation, resizing past the breakpoint). */
function useCloseOnResize(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return
    const startWidth = window.innerWidth
    const onResize = () => {
      if (window.innerWidth !== startWidth) close()
    }
    window.addEventListener('resize', onResize)
    return () => window.removeEventListener('resize', onResize)
  }, [open, close])
}

export interface MobileMenuPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus returns when the panel closes. */
  returnFocusTo: React.RefObject<HTMLButtonElement | null>
}

/**
 * The panel of the menu below 880 px: it slides in, with one accordion group open at a time.
 * Radix Dialog traps focus and locks page scroll; closing returns focus to the Menu button.
 */
export default function MobileMenuPanel({
  open,
  onOpenChange,
  returnFocusTo,
}: MobileMenuPanelProps) {
  const close = useCallback(() => onOpenChange(false), [onOpenChange])
  useCloseOnResize(open, close)
  // After following a link, focus belongs on the page's h1 (the route announcer puts it there),
  // not back on the Menu button.
  const followedLink = useRef(false)
  const followLink = () => {
    followedLink.current = true
    close()
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (followedLink.current) focusPageHeading()
            else returnFocusTo.current?.focus()
            followedLink.current = false
          }}
          className="bg-bg data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right fixed inset-y-0 right-0 z-50 flex w-full max-w-[420px] flex-col shadow-xl"
        >
          <div className="border-border h-mobile-menu-header flex shrink-0 items-center justify-between gap-3 border-b px-4">
            <Logo onClick={followLink} />
            <Dialog.Title className="sr-only">Menu</Dialog.Title>
            <Dialog.Close className="text-fg hover:bg-surface inline-flex size-11 items-center justify-center rounded">
              <X aria-hidden className="size-6" />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
            <Accordion.Root type="single" collapsible asChild>
              <ul>
                {mainMenu.map((section) =>
                  section.standalone ? (
                    <li key={section.title}>
                      <MenuLink link={section} onPick={followLink} className="font-medium" />
                    </li>
                  ) : (
                    <Accordion.Item key={section.title} value={section.path} asChild>
                      <li>
                        <Accordion.Header className="m-0">
                          <Accordion.Trigger className="group text-fg hover:bg-surface flex min-h-11 w-full items-center justify-between rounded px-3 text-left font-medium">
                            {section.title}
                            <ChevronDown
                              aria-hidden
                              className="size-5 transition-transform duration-300 group-data-[state=open]:rotate-180"
                            />
                          </Accordion.Trigger>
                        </Accordion.Header>
                        <Accordion.Content className="data-[state=open]:animate-accordion-down data-[state=closed]:animate-accordion-up overflow-hidden">
                          <ul className="border-border ml-3 border-l pb-2 pl-2">
                            <li>
                              <MenuLink
                                link={{ ...section, title: `${section.title} overview` }}
                                onPick={followLink}
                              />
                            </li>
                            {section.groups
                              ? section.groups.map((group) => (
                                  <li key={group.title}>
                                    <MenuLink
                                      link={group}
                                      onPick={followLink}
                                      className="text-primary dark:text-fg text-xs font-bold tracking-wide uppercase"
                                    />
                                    <ul className="pl-3">
                                      {group.links.map((link) => (
                                        <li key={link.path}>
                                          <MenuLink link={link} onPick={followLink} />
                                        </li>
                                      ))}
                                    </ul>
                                  </li>
                                ))
                              : section.links.map((link) => (
                                  <li key={link.path}>
                                    <MenuLink link={link} onPick={followLink} />
                                  </li>
                                ))}
                          </ul>
                        </Accordion.Content>
                      </li>
                    </Accordion.Item>
                  ),
                )}
              </ul>
            </Accordion.Root>
            <ul className="border-border mt-3 border-t pt-3">
              {[...topLinks, helpLink].map((link) => (
                <li key={link.path}>
                  <MenuLink link={link} onPick={followLink} />
                </li>
              ))}
              <li className="px-1 pt-2">
                <ThemeSwitch className="min-h-11" />
              </li>
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
