import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { Hydrated, HydratingPart, preloadableLazy } from '../lib/preloadable-lazy'
import { RouteAnnouncer } from './route-announcer'
import { SkipLink } from './skip-link'

// The header and the footer load apart from the entry, with the widgets (and the class merging)
// they share with the pages: the first load holds only React, the router and the route tree. A
// prerendered page shows them from the first paint; each hydrates in a task of its own once its
// code is in (React keeps the server's markup until then, and replays a click on it after).
const SiteHeader = preloadableLazy(() =>
  import('./site-header').then((module) => module.SiteHeader),
)
const SiteFooter = preloadableLazy(() =>
  import('./site-footer').then((module) => module.SiteFooter),
)

/** Loads the header and the footer: a page rendered in the browser awaits this first. */
export function preloadShell(): Promise<unknown> {
  return Promise.all([SiteHeader.preload(), SiteFooter.preload()])
}

// Lazy: the toasts (sonner) wait until a part shows one; the first load stays under 100 KB gzip.
const Toaster = lazy(() => import('../ui/toast').then((module) => ({ default: module.Toaster })))

const ShellExtras = lazy(() => import('./shell-extras'))

/**
 * Runs `work` when the browser is next idle (within a second), or soon where it cannot say;
 * answers a function that calls it off.
 */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: 1000 })
    return () => window.cancelIdleCallback(id)
  }
  const timer = setTimeout(work, 200)
  return () => clearTimeout(timer)
}

/** True once the browser is idle after the first paint (or after a second at the latest). */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  return ready
}

/** The attribute the page's root element carries once React runs the page (tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

const SHELL_PARTS = ['header', 'page', 'footer'] as const

/** The frame of every page. */
export function AppShell() {
  const extras = useAfterFirstPaint()
  // A prerendered page is plain HTML until it has hydrated: only then do its buttons work. The
  // page, the header and the footer each hydrate on their own; the page is ready once all have.
  const hydrated = useRef(new Set<string>())
  const onHydrated = useCallback((part: (typeof SHELL_PARTS)[number]) => {
    hydrated.current.add(part)
    if (!SHELL_PARTS.every((name) => hydrated.current.has(name))) return
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
    // The class merging's map, built while nothing waits rather than in the first tap's task.
    whenIdle(() => void import('../lib/cn').then(({ prepareClassMerge }) => prepareClassMerge()))
  }, [])
  const headerHydrated = useCallback(() => onHydrated('header'), [onHydrated])
  const pageHydrated = useCallback(() => onHydrated('page'), [onHydrated])
  const footerHydrated = useCallback(() => onHydrated('footer'), [onHydrated])
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <HydratingPart part={SiteHeader} onHydrated={headerHydrated} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
        <Hydrated onHydrated={pageHydrated} />
      </main>
      <HydratingPart part={SiteFooter} onHydrated={footerHydrated} />
      <RouteAnnouncer />
      <Suspense fallback={null}>
        <Toaster clearOf="[data-slot=site-header]" />
      </Suspense>
      {extras && (
        <Suspense fallback={null}>
          <ShellExtras />
        </Suspense>
      )}
    </div>
  )
}
