import { Outlet } from '@tanstack/react-router'
import { RouteAnnouncer } from './route-announcer'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { lazy, Suspense, useEffect, useState } from 'react'

// Lazy: sonner would push the entry bundle past its 120 KB gzip budget.
const Toaster = lazy(() => import('../ui/toast').then((module) => ({ default: module.Toaster })))

const ShellExtras = lazy(() => import('./shell-extras'))

/** True once the browser is idle after the first paint (or after a second at the latest). */
function useAfterFirstPaint() {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    const start = () => setReady(true)
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 1000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(start, 200)
    return () => clearTimeout(timer)
  }, [])
  return ready
}

/** The attribute the page's root element carries once React runs the page (tests wait for it). */
export const APP_READY_ATTRIBUTE = 'data-app-ready'

/** The frame of every page. */
export function AppShell() {
  const extras = useAfterFirstPaint()
  // A prerendered page is plain HTML until it has hydrated: only then do its buttons work.
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '')
  }, [])
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <RouteAnnouncer />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
      {extras && (
        <Suspense fallback={null}>
          <ShellExtras />
        </Suspense>
      )}
    </div>
  )
}
