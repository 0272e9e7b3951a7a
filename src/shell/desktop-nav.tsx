import { ChevronDown } from 'lucide-react'
import { memo, useCallback, useEffect, useRef, useState } from 'react'
import { destination, mainMenu, type NavLink, type NavSection } from '../content/navigation'
import { cn } from '../lib/cn'
import { Anchor } from '../ui/anchor'

/** After a link in a panel is clicked, hovering does not reopen a panel for this long. */
export const panelHideMs = 1200
const hoverOpenDelayMs = 100
const hoverCloseDelayMs = 200

type MenuSection = Extract<NavSection, { standalone: false }>
type Opened = { path: string; by: 'hover' | 'click' } | null

const linkClass =
  'text-fg hover:bg-surface aria-[current=page]:text-link block rounded px-3 py-2 text-sm hover:underline aria-[current=page]:font-semibold aria-[current=page]:underline'

// One line each: just above 880 px the items are smaller and closer, so that they fit unwrapped.
const topItemClass =
  'text-fg hover:bg-surface inline-flex min-h-11 items-center gap-1 rounded px-2 text-sm font-medium whitespace-nowrap lg:px-3 lg:text-[0.95rem]'

/**
 * A section's panel. Memoised (with a `onPick` that stays the same): opening or closing one
 * section renders the menu, and the panels' 40 links need not render again with it.
 */
const Panel = memo(function Panel({
  section,
  onPick,
}: {
  section: MenuSection
  onPick: (at: number) => void
}) {
  const item = (link: NavLink, className?: string) => (
    <Anchor
      {...destination(link)}
      onClick={(event) => onPick(event.timeStamp)}
      className={cn(linkClass, className)}
    >
      {link.title}
    </Anchor>
  )
  const overview = item({ ...section, title: `${section.title} overview` }, 'font-semibold')

  if (section.groups) {
    return (
      <div className="p-4">
        {overview}
        <ul className="mt-2 grid grid-cols-4 gap-x-4 gap-y-3">
          {section.groups.map((group) => (
            <li key={group.title}>
              {item(group, 'text-primary dark:text-fg text-xs font-bold tracking-wide uppercase')}
              <ul>
                {group.links.map((link) => (
                  <li key={link.path}>{item(link)}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    )
  }
  return (
    <ul className="w-72 p-2">
      <li>{overview}</li>
      {section.links.map((link) => (
        <li key={link.path}>{item(link)}</li>
      ))}
    </ul>
  )
})

/**
 * The menu at 880 px and wider, on the disclosure pattern, built on `details` so that it works
 * before and without JavaScript: each section's summary shows and hides its panel (click, Enter or
 * Space). Once hydrated, React owns the `open` attribute: a mouse hovering opens a panel too, only
 * one is open at a time, and Escape, a click outside or focus leaving the menu closes it. Clicking
 * a link in a panel hides the panels for 1200 ms.
 */
export function DesktopNav({ className }: { className?: string }) {
  const [opened, setOpened] = useState<Opened>(null)
  const hiddenUntil = useRef(0)
  const hoverTimer = useRef<number | undefined>(undefined)
  const nav = useRef<HTMLElement>(null)
  const summaries = useRef(new Map<string, HTMLElement>())

  const cancelHover = useCallback(() => window.clearTimeout(hoverTimer.current), [])
  useEffect(() => cancelHover, [cancelHover])

  // A section the visitor opened before the scripts arrived stays open, now in React's hands.
  useEffect(() => {
    const [first, ...others] =
      nav.current?.querySelectorAll<HTMLDetailsElement>('details[open]') ?? []
    for (const details of others) details.open = false
    const path = first?.dataset.path
    if (path) setOpened({ path, by: 'click' })
  }, [])

  useEffect(() => {
    if (!opened) return
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpened(null)
    }
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Handled: nothing else (a toast) takes this Escape too.
      event.preventDefault()
      const summary = summaries.current.get(opened.path)
      setOpened(null)
      if (nav.current?.contains(document.activeElement)) summary?.focus()
    }
    document.addEventListener('pointerdown', closeOnOutsidePointer)
    document.addEventListener('keydown', closeOnEscape)
    return () => {
      document.removeEventListener('pointerdown', closeOnOutsidePointer)
      document.removeEventListener('keydown', closeOnEscape)
    }
  }, [opened])

  // Times are the events' own time stamps, which share one clock.
  const hoverOpen = (path: string, at: number) => {
    cancelHover()
    if (at < hiddenUntil.current) return
    hoverTimer.current = window.setTimeout(
      () =>
        setOpened((current) =>
          current?.by === 'click' && current.path === path ? current : { path, by: 'hover' },
        ),
      hoverOpenDelayMs,
    )
  }
  const hoverClose = () => {
    cancelHover()
    hoverTimer.current = window.setTimeout(
      () => setOpened((current) => (current?.by === 'hover' ? null : current)),
      hoverCloseDelayMs,
    )
  }
  const toggle = (path: string) => {
    cancelHover()
    // A panel the mouse opened stays open on click rather than snapping shut under the pointer.
    setOpened((current) =>
      current?.path === path && current.by === 'click' ? null : { path, by: 'click' },
    )
  }
  const hidePanels = useCallback(
    (at: number) => {
      cancelHover()
      hiddenUntil.current = at + panelHideMs
      setOpened(null)
    },
    [cancelHover],
  )

  return (
    <nav
      ref={nav}
      aria-label="Main"
      className={cn('relative', className)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpened(null)
      }}
    >
      {/* Wraps rather than runs off the screen, should the text still be too large for one row. */}
      <ul className="flex flex-wrap items-center lg:gap-1">
        {mainMenu.map((section) => {
          if (section.standalone) {
            return (
              <li key={section.title}>
                <Anchor
                  {...destination(section)}
                  className={cn(topItemClass, 'aria-[current=page]:underline')}
                >
                  {section.title}
                </Anchor>
              </li>
            )
          }
          const open = opened?.path === section.path
          const state = open ? 'open' : 'closed'
          return (
            <li
              key={section.title}
              className={section.groups ? 'static' : 'relative'}
              onPointerEnter={(event) =>
                event.pointerType === 'mouse' && hoverOpen(section.path, event.timeStamp)
              }
              onPointerLeave={(event) => event.pointerType === 'mouse' && hoverClose()}
            >
              {/* The visitor may open it before hydration: that `open` is theirs, not a mismatch. */}
              <details
                suppressHydrationWarning
                open={open}
                className="group/section"
                data-state={state}
                data-path={section.path}
                onToggle={(event) => {
                  // Only a change React did not make (the browser's find in page opening it).
                  const nowOpen = event.currentTarget.open
                  if (nowOpen === open) return
                  setOpened((current) => {
                    if (nowOpen) return { path: section.path, by: 'click' }
                    return current?.path === section.path ? null : current
                  })
                }}
              >
                <summary
                  ref={(element) => {
                    if (element) summaries.current.set(section.path, element)
                    else summaries.current.delete(section.path)
                  }}
                  data-state={state}
                  onClick={(event) => {
                    event.preventDefault()
                    toggle(section.path)
                  }}
                  className={cn(
                    topItemClass,
                    'group-open/section:bg-surface group-open/section:forced-selected cursor-pointer list-none select-none [&::-webkit-details-marker]:hidden',
                  )}
                >
                  {section.title}
                  <ChevronDown
                    aria-hidden
                    className="size-4 group-open/section:rotate-180 motion-safe:transition-transform motion-safe:duration-200"
                  />
                </summary>
                <div
                  data-state={state}
                  className={cn(
                    'bg-surface-raised border-border absolute top-full z-40 mt-1 rounded-md border shadow-lg',
                    section.groups ? 'right-0 left-0' : 'right-0',
                  )}
                >
                  <Panel section={section} onPick={hidePanels} />
                </div>
              </details>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
