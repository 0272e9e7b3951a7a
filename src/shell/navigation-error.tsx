import type { ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isChunkLoadError, navigationErrorText, retryKey } from '../lib/navigation-error'
import { useHydrated } from '../lib/use-hydrated'

function retried(href: string): boolean {
  try {
    return window.sessionStorage.getItem(retryKey(href)) !== null
  } catch {
    // No storage (private mode, blocked): never retry, so a retry can never loop.
    return true
  }
}

function markRetried(href: string): void {
  try {
    window.sessionStorage.setItem(retryKey(href), String(Date.now()))
  } catch {
    // Nothing to record; `retried` already answers true without storage.
  }
}

/**
 * What a route shows when navigating to it failed. As the spec asks, the failure is logged with
 * its text ("Navigation Link error" or "there was a navigation error") and shown to no one. When
 * the page's code did not arrive (a new release replaced it, the network dropped), the browser
 * loads the address afresh, once: the visitor lands on the page they chose. Only if that fails
 * too does a short note with a link to try again stand in for a page that would be empty.
 */
export function NavigationError({ error }: ErrorComponentProps) {
  const hydrated = useHydrated()
  const href = hydrated ? window.location.href : null
  const retry = href !== null && isChunkLoadError(error) && !retried(href)

  useEffect(() => {
    console.error(navigationErrorText(error), error)
    if (retry && href) {
      markRetried(href)
      window.location.reload()
    }
  }, [error, retry, href])

  if (!href || retry) return null
  return (
    <div data-slot="navigation-error" className="max-w-page mx-auto px-4 py-14">
      <h1 className="text-3xl font-bold">This page could not be loaded</h1>
      <p className="mt-3">
        <a href={href} className="text-link underline underline-offset-4">
          Try again
        </a>
      </p>
    </div>
  )
}
