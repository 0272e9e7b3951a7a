import { useCallback, useEffect, useRef } from 'react'
import { destination, helpLink, mainMenu, topLinks, type NavLink } from '../content/navigation'
import { cn } from '../lib/cn'
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from '../ui/accordion'
import { Anchor } from '../ui/anchor'
import { Dialog, DialogCloseButton, DialogContent, DialogTitle } from '../ui/dialog'
import { Logo } from './logo'
import { focusPageHeading } from './route-announcer'
import { ThemeSwitch } from './theme-switch'

const linkClass =
  'text-fg hover:bg-surface aria-[current=page]:text-link flex min-h-11 items-center rounded px-3 aria-[current=page]:font-semibold aria-[current=page]:underline'

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
  returnFocusTo: React.RefObject<HTMLElement | null>
}

/**
 * The panel of the menu below 880 px: it slides in, with one accordion group open at a time.
 * Built from the library's dialog and accordion parts: the dialog traps focus and locks page
 * scroll; closing returns focus to the Menu summary.
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        side="right"
        overlayProps={{
          className:
            'motion-safe:data-[state=open]:animate-fade-in motion-safe:data-[state=closed]:animate-fade-out bg-black/60 backdrop-blur-none',
        }}
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          if (followedLink.current) focusPageHeading()
          else returnFocusTo.current?.focus()
          followedLink.current = false
        }}
        className="max-w-[420px]"
      >
        <div className="border-border h-mobile-menu-header flex shrink-0 items-center justify-between gap-3 border-b px-4">
          <Logo onClick={followLink} />
          <DialogTitle className="sr-only">Menu</DialogTitle>
          <DialogCloseButton label="Close menu" className="size-11 rounded" />
        </div>
        <nav aria-label="Main" className="flex-1 overflow-y-auto overscroll-contain px-2 py-3">
          <AccordionRoot type="single" collapsible asChild>
            <ul>
              {mainMenu.map((section) =>
                section.standalone ? (
                  <li key={section.title}>
                    <MenuLink link={section} onPick={followLink} className="font-medium" />
                  </li>
                ) : (
                  <AccordionItem key={section.title} value={section.path} asChild>
                    <li>
                      <AccordionTrigger className="hover:bg-surface min-h-11 justify-between rounded px-3 font-medium">
                        <span className="flex-1">{section.title}</span>
                      </AccordionTrigger>
                      <AccordionContent>
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
                      </AccordionContent>
                    </li>
                  </AccordionItem>
                ),
              )}
            </ul>
          </AccordionRoot>
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
      </DialogContent>
    </Dialog>
  )
}
