import { redirect } from '@tanstack/react-router'

/** An absolute http(s) URL: the redirect leaves the app with a full page load. */
export function isExternalTarget(target: string): boolean {
  return /^https?:\/\//i.test(target)
}

/**
 * Throws the redirect a redirect route's `beforeLoad` needs. An internal path navigates inside the
 * app; an absolute URL loads that page in the browser (`href` + `reloadDocument`). Both replace
 * the history entry, so the Back button skips the redirecting address.
 */
export function redirectBeforeLoad(target: string): never {
  if (isExternalTarget(target)) {
    throw redirect({ href: target, reloadDocument: true, replace: true })
  }
  if (!target.startsWith('/') || target.startsWith('//')) {
    throw new Error(`Redirect target must be a path starting with "/" or an http(s) URL: ${target}`)
  }
  throw redirect({ to: target, replace: true })
}
