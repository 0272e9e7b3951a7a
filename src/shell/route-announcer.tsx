import { rootRouteId, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { site } from '../content/site'
import { setPageMeta } from '../lib/document-meta'
import { pageTitle } from '../lib/page-title'

export const notFoundTitle = 'Page not found'

/**
 * Moves focus to the new page's h1 once it is there, and keeps it there while the page swaps its
 * heading (`focus-page-heading.ts`). Loaded on the first navigation, not with the first page.
 */
export function focusPageHeading(): void {
  void import('./focus-page-heading').then((module) => module.focusPageHeading())
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
