import { Outlet } from '@tanstack/react-router'
import { RouteAnnouncer } from './route-announcer'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'
import { SkipLink } from './skip-link'
import { lazy, Suspense } from 'react'

// Lazy: sonner would push the entry bundle past its 120 KB gzip budget.
const Toaster = lazy(() => import('../ui/toast').then((module) => ({ default: module.Toaster })))

/** The frame of every page. */
export function AppShell() {
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
    </div>
  )
}
