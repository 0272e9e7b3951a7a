import { rootRouteId, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { site } from '../content/site'
import { setPageMeta } from '../lib/document-meta'
import { pageTitle } from '../lib/page-title'

export const notFoundTitle = 'Page not found'

/** How long after a navigation a page may swap its h1 (a loading heading for the article's). */
export const HEADING_SWAP_WINDOW_MS = 15_000

let stopFollowing = () => {}

/**
 * Keeps focus on the page's h1 while its data arrives: a page that shows a heading while it loads
 * and another once its data is there (an article) removes the focused one, and focus would fall to
 * the body. The new h1 gets it instead, unless the visitor has moved focus meanwhile.
 */
function followHeadingSwap(focused: HTMLElement): void {
  stopFollowing()
  const main = document.getElementById('main') ?? document.body
  const observer = new MutationObserver(() => {
    if (focused.isConnected) return
    const next = document.querySelector<HTMLElement>('main h1')
    const lost = document.activeElement === null || document.activeElement === document.body
    if (next && lost) {
      stop()
      focusPageHeading()
    }
  })
  const timer = window.setTimeout(() => stop(), HEADING_SWAP_WINDOW_MS)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  stopFollowing = stop
}

/** Waits for the new page's h1 (lazy pages render a moment after the route resolves). */
export function focusPageHeading(attemptsLeft = 20): void {
  const heading = document.querySelector<HTMLElement>('main h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    heading.focus({ preventScroll: true })
    followHeadingSwap(heading)
    return
  }
  if (attemptsLeft > 0) {
    window.setTimeout(() => focusPageHeading(attemptsLeft - 1), 50)
    return
  }
  document.getElementById('main')?.focus({ preventScroll: true })
}

/**
 * TanStack Router neither announces navigations nor moves focus. After each one this sets the
 * title and sharing tags, scrolls to the top, moves focus to the new page's h1 and announces
 * the title in a polite live region. The first load keeps the browser's own focus.
 */
export function RouteAnnouncer() {
  const router = useRouter()
  const [announcement, setAnnouncement] = useState('')

  useEffect(() => {
    // A path no route matches leaves the root as the only match.
    const isNotFound = () => {
      const { matches } = router.state
      return (
        matches.at(-1)?.routeId === rootRouteId ||
        matches.some((match) => match.status === 'notFound')
      )
    }
    const titleFor = (pathname: string) =>
      isNotFound() ? notFoundTitle : pageTitle(pathname, site.name)

    setPageMeta(titleFor(router.state.location.pathname), site.name)

    return router.subscribe('onResolved', ({ toLocation, fromLocation, pathChanged }) => {
      const title = titleFor(toLocation.pathname)
      setPageMeta(title, site.name)
      if (!fromLocation || !pathChanged) return
      window.scrollTo({ top: 0, left: 0 })
      focusPageHeading()
      setAnnouncement(title)
    })
  }, [router])

  return (
    <div
      data-route-announcer
      role="status"
      aria-live="polite"
      aria-atomic="true"
      className="sr-only"
    >
      {announcement}
    </div>
  )
}
