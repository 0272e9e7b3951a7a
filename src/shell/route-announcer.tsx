import { rootRouteId, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'

export const notFoundTitle = 'Page not found'

/**
 * Moves focus to the new page's h1 once it is there, and keeps it there while the page swaps its
 * heading (`focus-page-heading.ts`). Loaded on the first navigation, not with the first page.
 */
export function focusPageHeading(): void {
  // Where focus is now: should the visitor move it while the h1 loads, it stays where they put it.
  const focused = document.activeElement
  void import('./focus-page-heading').then((module) => module.focusPageHeading(undefined, focused))
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
    // The title rules load apart from the entry. Updates wait on the same promise, so they apply
    // in the order the navigations resolved; a failed load (a dropped connection) is tried again.
    let live = true
    let pageMeta: Promise<typeof import('./page-meta')> | undefined
    const loadPageMeta = () =>
      (pageMeta ??= import('./page-meta').catch((error: unknown) => {
        pageMeta = undefined
        throw error
      }))
    const applyMeta = (pathname: string) => {
      const notFound = isNotFound() ? notFoundTitle : undefined
      return loadPageMeta().then(({ applyPageMeta, routeTitles }) =>
        applyPageMeta(pathname, notFound, routeTitles(Object.values(router.routesByPath))),
      )
    }
    const failed = (error: unknown) => console.warn('The page title could not be set', error)

    applyMeta(router.state.location.pathname).catch(failed)

    const unsubscribe = router.subscribe(
      'onResolved',
      ({ toLocation, fromLocation, pathChanged }) => {
        const moved = fromLocation !== undefined && pathChanged
        if (moved) {
          window.scrollTo({ top: 0, left: 0 })
          focusPageHeading()
        }
        applyMeta(toLocation.pathname)
          .then((title) => {
            if (moved && live) setAnnouncement(title)
          })
          .catch(failed)
      },
    )
    return () => {
      live = false
      unsubscribe()
    }
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
