import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import { cn } from '../lib/cn'
import {
  NOTCH_RADIUS_PX,
  OVERLAY_HEIGHT_PX,
  SCROLL_NOTCHES_TITLE,
  SCROLL_OFFSET_PX,
  currentSectionIndex,
} from '../lib/scroll-notches'
import { SMOOTH_SCROLL_MS, scrollTopFor, smoothScrollTo } from '../lib/smooth-scroll'

export type ScrollNotch = {
  /** The id of the section on the page. */
  id: string
  label: string
}

export type ScrollNotchesProps = Omit<React.ComponentProps<'nav'>, 'title'> & {
  /** The sections, in page order: each the id of its element on the page and the link's words. */
  notches: readonly ScrollNotch[]
  /** Shown before the notches and names the navigation landmark. */
  title?: string
  /** A section is current once its top is within this many px of the viewport top. */
  scrollOffset?: number
  /**
   * The bar's height, which stays over the page: a section scrolled to lands below it. The bar
   * grows past it only when the notches wrap onto a second row (wide screens, many notches).
   */
  overlayHeight?: number
  /** The smooth scroll's length in ms (at once under reduced motion). */
  scrollDuration?: number
}

const HEADING_SELECTOR = 'h1, h2, h3, h4, h5, h6'

/** Focuses the section's heading (or the section) without scrolling, so a reader lands there. */
function focusSection(section: HTMLElement) {
  const target = section.matches(HEADING_SELECTOR)
    ? section
    : (section.querySelector<HTMLElement>(HEADING_SELECTOR) ?? section)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

/** Which notch's section is current, following the window's scroll and size. */
function useCurrentSection(notches: readonly ScrollNotch[], scrollOffset: number): number {
  const [current, setCurrent] = useState(-1)

  useEffect(() => {
    let frame = 0
    const measure = () => {
      frame = 0
      const root = document.documentElement
      const tops = notches.map(
        ({ id }) => document.getElementById(id)?.getBoundingClientRect().top ?? null,
      )
      const atBottom =
        window.scrollY > 0 && window.innerHeight + window.scrollY >= root.scrollHeight - 1
      setCurrent(
        currentSectionIndex(tops, scrollOffset, {
          atBottom,
          viewportHeight: window.innerHeight,
        }),
      )
    }
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure)
    }
    measure()
    window.addEventListener('scroll', schedule, { passive: true })
    window.addEventListener('resize', schedule)
    return () => {
      window.cancelAnimationFrame(frame)
      window.removeEventListener('scroll', schedule)
      window.removeEventListener('resize', schedule)
    }
  }, [notches, scrollOffset])

  return current
}

/** Scrolls the notch into the middle of the scroller when any of it is out of sight (narrow screens). */
function revealInScroller(scroller: HTMLElement, link: HTMLElement) {
  if (scroller.scrollWidth <= scroller.clientWidth) return
  const start = link.offsetLeft - scroller.scrollLeft
  const end = start + link.offsetWidth
  if (start < 0 || end > scroller.clientWidth) {
    scroller.scrollTo({ left: link.offsetLeft - (scroller.clientWidth - link.offsetWidth) / 2 })
  }
}

/**
 * While the bar is on the page, `--sticky-bar-height` on the root holds its height plus a gap:
 * index.css gives the page's content that scroll margin, so whatever is focused or jumped to stops
 * below the bar instead of under it (WCAG 2.4.11). Not `scroll-padding-top` on the root: the
 * page would then jump each time a notch in the stuck bar took focus.
 */
function useStickyBarHeight(navRef: React.RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const nav = navRef.current
    if (!nav) return
    const root = document.documentElement
    const measure = () =>
      root.style.setProperty('--sticky-bar-height', `${nav.offsetHeight + STICKY_BAR_GAP_PX}px`)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(nav)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--sticky-bar-height')
    }
  }, [navRef])
}

/** Room left between the bar and what is scrolled into view below it. */
const STICKY_BAR_GAP_PX = 8

type IndicatorBox = { left: number; top: number; width: number; height: number }

/** Where the current notch sits in the scroller, for the indicator behind it; null when none is. */
function useIndicatorBox(
  scrollerRef: React.RefObject<HTMLDivElement | null>,
  current: number,
): IndicatorBox | null {
  const [box, setBox] = useState<IndicatorBox | null>(null)

  useLayoutEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller) return
    const measure = () => {
      const link = scroller.querySelectorAll<HTMLElement>('[data-slot="scroll-notch"]')[current]
      setBox(
        link
          ? {
              left: link.offsetLeft,
              top: link.offsetTop,
              width: link.offsetWidth,
              height: link.offsetHeight,
            }
          : null,
      )
      // Keep the current notch in sight when the notches scroll sideways (narrow screens), unless
      // a notch has focus: the one a keyboard user is on stays in sight instead.
      if (link && !scroller.contains(document.activeElement)) revealInScroller(scroller, link)
    }
    measure()
    // Back above the first section (none current), the notches show from the start again.
    if (current < 0 && scroller.scrollLeft > 0 && !scroller.contains(document.activeElement)) {
      scroller.scrollTo({ left: 0 })
    }
    const observer = new ResizeObserver(measure)
    observer.observe(scroller)
    return () => observer.disconnect()
  }, [scrollerRef, current])

  return box
}

/**
 * A bar of in-page links ("notches") to the sections of a long page, titled 'OUR SERVICES' by
 * default. It stays at the top while the page scrolls and marks the section being read: the last
 * one whose top is within 200 px of the viewport top. A notch scrolls smoothly (200 ms,
 * easeInOutCubic; at once under reduced motion) to its section, landing it just below the bar,
 * then moves focus to the section's heading so keyboard and screen-reader users follow.
 */
export function ScrollNotches({
  notches,
  title = SCROLL_NOTCHES_TITLE,
  scrollOffset = SCROLL_OFFSET_PX,
  overlayHeight = OVERLAY_HEIGHT_PX,
  scrollDuration = SMOOTH_SCROLL_MS,
  className,
  style,
  ...props
}: ScrollNotchesProps) {
  const titleId = useId()
  const navRef = useRef<HTMLElement>(null)
  const scrollerRef = useRef<HTMLDivElement>(null)
  const current = useCurrentSection(notches, scrollOffset)
  const indicator = useIndicatorBox(scrollerRef, current)
  useStickyBarHeight(navRef)

  async function goTo(event: React.MouseEvent<HTMLAnchorElement>, id: string) {
    const section = document.getElementById(id)
    // A new tab or window (modifier keys, other buttons) follows the plain link.
    if (!section || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    const root = document.documentElement
    const barHeight = Math.max(overlayHeight, navRef.current?.offsetHeight ?? 0)
    const top = scrollTopFor(
      section.getBoundingClientRect().top,
      window.scrollY,
      barHeight,
      root.scrollHeight - window.innerHeight,
    )
    if (await smoothScrollTo(top, { duration: scrollDuration })) focusSection(section)
  }

  return (
    <nav
      ref={navRef}
      data-slot="scroll-notches"
      data-sticky-bar=""
      aria-labelledby={titleId}
      className={cn(
        'border-border bg-bg sticky top-0 z-10 flex items-center gap-3 border-b px-2',
        className,
      )}
      style={{ minHeight: overlayHeight, ...style }}
      {...props}
    >
      <p
        id={titleId}
        data-slot="scroll-notches-title"
        className="text-muted m-0 shrink-0 text-xs font-bold tracking-wider"
      >
        {title}
      </p>
      <div
        ref={scrollerRef}
        data-slot="scroll-notches-scroller"
        // The padding keeps the notches' focus rings (3 px, 2 px away) inside the scroll box.
        className="relative min-w-0 [scrollbar-width:thin] overflow-x-auto p-1.5 lg:overflow-x-visible"
      >
        <span
          aria-hidden="true"
          data-slot="scroll-notches-indicator"
          className={cn(
            'bg-primary pointer-events-none absolute top-0 left-0',
            'motion-safe:transition-[transform,width,height,opacity] motion-safe:duration-300 motion-safe:ease-in-out',
            !indicator && 'opacity-0',
          )}
          style={{
            borderRadius: NOTCH_RADIUS_PX,
            width: indicator?.width ?? 0,
            height: indicator?.height ?? 0,
            transform: indicator ? `translate(${indicator.left}px, ${indicator.top}px)` : undefined,
          }}
        />
        <ul data-slot="scroll-notches-list" className="m-0 flex list-none gap-1 p-0 lg:flex-wrap">
          {notches.map((notch, index) => {
            const isCurrent = index === current
            return (
              <li key={notch.id} className="shrink-0">
                <a
                  href={`#${notch.id}`}
                  data-slot="scroll-notch"
                  data-current={isCurrent ? '' : undefined}
                  aria-current={isCurrent ? 'true' : undefined}
                  className={cn(
                    // Positioned so it paints above the indicator; the scroller stays its offsetParent.
                    'relative inline-flex min-h-9 items-center px-3.5 text-sm font-semibold whitespace-nowrap no-underline',
                    'text-fg hover:bg-surface motion-safe:transition-colors motion-safe:duration-300',
                    'data-current:text-primary-fg data-current:forced-selected data-current:hover:bg-transparent',
                  )}
                  style={{ borderRadius: NOTCH_RADIUS_PX }}
                  onClick={(event) => void goTo(event, notch.id)}
                  onFocus={(event) => {
                    if (scrollerRef.current)
                      revealInScroller(scrollerRef.current, event.currentTarget)
                  }}
                >
                  {notch.label}
                </a>
              </li>
            )
          })}
        </ul>
      </div>
    </nav>
  )
}
